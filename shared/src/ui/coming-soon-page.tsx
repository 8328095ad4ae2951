import { Page } from './layout';
import { useUiMessages } from './ui-messages';
import ui from './ui.module.css';

/** A routed screen whose feature has not shipped yet: its real title and an honest sentence. */
export function ComingSoonPage({ title }: { title: string }) {
  const { t } = useUiMessages();
  return (
    <Page title={title}>
      <p className={ui.muted}>{t('comingSoon')}</p>
    </Page>
  );
}
