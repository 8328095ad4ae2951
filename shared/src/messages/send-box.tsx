import { useId, useState } from 'react';
import { isBlank } from '../contract/hidden-characters';
import { containsRestrictedWords, RESTRICTED_WORDS_ERROR } from '../contract/messages';
import { Button } from '../ui/button';
import { SELECT_AND_ENTER } from './messages-texts';
import messagesStyles from './messages.module.css';

/** A message is at most 2000 characters (design §2). */
const MAX_LENGTH = 2000;

/**
 * The thread's send box (spec §5): Send is disabled while the text is blank (or only invisible); Enter sends and
 * Shift+Enter starts a new line; blank text or restricted words are refused before sending.
 */
export function SendBox({ onSend }: { onSend: (content: string) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const errorId = useId();

  function submit() {
    const content = text.trim();
    if (isBlank(content)) {
      setError(SELECT_AND_ENTER);
      return;
    }
    if (containsRestrictedWords(content)) {
      setError(RESTRICTED_WORDS_ERROR);
      return;
    }
    setError('');
    setText('');
    onSend(content);
  }

  return (
    <form
      className={messagesStyles.sendBox}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className={messagesStyles.sendBoxRow}>
        <textarea
          className={messagesStyles.sendBoxInput}
          aria-label="Message"
          placeholder="Type your message..."
          rows={1}
          maxLength={MAX_LENGTH}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError('');
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Button type="submit" disabled={isBlank(text)}>
          Send
        </Button>
      </div>
      {error && (
        <p id={errorId} className={messagesStyles.sendBoxError} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
