import { useMessagingTexts } from '../texts';
import chatStyles from './chat.module.css';
import ui from '@portal/shared/ui/ui.module.css';

/** The thread side while no conversation is open (see docs/collaboration.md). */
export function WelcomePane() {
  const { t } = useMessagingTexts();
  return (
    <div className={chatStyles.chatThreadPane}>
      <div className={chatStyles.chatWelcome}>
        <h2>{t('welcome.title')}</h2>
        <p className={ui.muted}>{t('welcome.hint')}</p>
      </div>
    </div>
  );
}
