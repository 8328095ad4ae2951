import { useMessagingMessages } from '../messages';
import messagesStyles from './messaging.module.css';
import ui from '@portal/shared/ui/ui.module.css';

/** The thread side while no conversation is open (spec §2). */
export function WelcomePane() {
  const { t } = useMessagingMessages();
  return (
    <div className={messagesStyles.messagesThreadPane}>
      <div className={messagesStyles.messagesWelcome}>
        <h2>{t('welcome.title')}</h2>
        <p className={ui.muted}>{t('welcome.hint')}</p>
      </div>
    </div>
  );
}
