import { WELCOME } from './messages-texts';

/** The thread side while no conversation is open (spec §2). */
export function WelcomePane() {
  return (
    <div className="messages__thread-pane">
      <div className="messages__welcome">
        <h2>{WELCOME}</h2>
        <p className="portal-muted">Select a conversation to start messaging.</p>
      </div>
    </div>
  );
}
