import { Page } from './layout';

/** A routed screen whose feature has not shipped yet: its real title and an honest sentence. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <p className="portal-muted">This screen is not available yet; it is coming soon.</p>
    </Page>
  );
}
