import { Page } from './layout';
import ui from './ui.module.css';

/** A routed screen whose feature has not shipped yet: its real title and an honest sentence. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <p className={ui.muted}>This screen is not available yet; it is coming soon.</p>
    </Page>
  );
}
