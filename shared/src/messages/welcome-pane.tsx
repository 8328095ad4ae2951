import { WELCOME } from './messages-texts';
import messagesStyles from './messages.module.css';
import ui from '../ui/ui.module.css';

/** The thread side while no conversation is open (spec §2). */
export function WelcomePane() {
  return (
    <div className={messagesStyles.messagesThreadPane}>
      <div className={messagesStyles.messagesWelcome}>
        <h2>{WELCOME}</h2>
        <p className={ui.muted}>Select a conversation to start messaging.</p>
      </div>
    </div>
  );
}
