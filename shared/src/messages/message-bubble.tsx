import { Button } from '../ui/button';
import type { OutgoingMessage, ThreadEntry } from './thread-entries';

export interface MessageBubbleProps {
  entry: ThreadEntry;
  /** The other user's name, read out before their messages. */
  otherName: string;
  onRetry: (message: OutgoingMessage) => void;
  onDiscard: (message: OutgoingMessage) => void;
}

/** One message: the user's own on the right, shown as sending, or failed with Retry. */
export function MessageBubble({ entry, otherName, onRetry, onDiscard }: MessageBubbleProps) {
  const { outgoing } = entry;
  const classes = ['bubble', entry.mine ? 'bubble--mine' : 'bubble--theirs'];
  if (outgoing) classes.push(`bubble--${outgoing.status}`);
  return (
    <li className={classes.join(' ')}>
      <p className="bubble__text">
        <span className="portal-visually-hidden">{entry.mine ? 'You' : otherName}: </span>
        <span>{entry.content}</span>
      </p>
      {outgoing?.status === 'sending' && (
        <span className="bubble__status" role="status">
          Sending...
        </span>
      )}
      {outgoing?.status === 'failed' && (
        <div className="bubble__failure" role="alert">
          <span>{outgoing.error}</span>
          <Button variant="secondary" small onClick={() => onRetry(outgoing)}>
            Retry
          </Button>
          <Button variant="secondary" small onClick={() => onDiscard(outgoing)}>
            Discard
          </Button>
        </div>
      )}
    </li>
  );
}
