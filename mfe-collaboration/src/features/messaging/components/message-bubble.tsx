import { Button } from '@portal/shared/ui/button';
import { classNames } from '@portal/shared/class-names';
import { failureSentence } from '@portal/shared/submit-failure';
import { useMessagingTexts } from '../texts';
import type { OutgoingMessage, ThreadEntry } from './thread-entries';
import chatStyles from './chat.module.css';
import ui from '@portal/shared/ui/ui.module.css';

export interface MessageBubbleProps {
  entry: ThreadEntry;
  /** The other user's name, read out before their messages. */
  otherName: string;
  onRetry: (message: OutgoingMessage) => void;
  onDiscard: (message: OutgoingMessage) => void;
}

/** One message: the user's own on the right, shown as sending, or failed with Retry. */
export function MessageBubble({ entry, otherName, onRetry, onDiscard }: MessageBubbleProps) {
  const { t } = useMessagingTexts();
  const { outgoing } = entry;
  return (
    <li
      className={classNames(
        chatStyles.bubble,
        entry.mine ? chatStyles.bubbleMine : chatStyles.bubbleTheirs,
        outgoing?.status === 'sending' && chatStyles.bubbleSending,
        outgoing?.status === 'failed' && chatStyles.bubbleFailed,
      )}
    >
      <p className={chatStyles.bubbleText}>
        <span className={ui.visuallyHidden}>{entry.mine ? t('bubble.you') : otherName}: </span>
        <span>{entry.content}</span>
      </p>
      {outgoing?.status === 'sending' && (
        <span className={chatStyles.bubbleStatus} role="status">
          {t('bubble.sending')}
        </span>
      )}
      {outgoing?.status === 'failed' && (
        <div className={chatStyles.bubbleFailure} role="alert">
          <span>{failureSentence(outgoing.error, { fallback: t('send.failed') })}</span>
          <Button variant="secondary" small onClick={() => onRetry(outgoing)}>
            {t('bubble.retry')}
          </Button>
          <Button variant="secondary" small onClick={() => onDiscard(outgoing)}>
            {t('bubble.discard')}
          </Button>
        </div>
      )}
    </li>
  );
}
