import { useEffect, useId } from 'react';
import * as z from '@portal/shared/contract/zod';
import { isBlank } from '@portal/shared/contract/hidden-characters';
import {
  CONTENT_CHECK_WARM_UP,
  MESSAGE_MAX_LENGTH,
  refusedContent,
  sendMessageRequestSchema,
} from '@portal/shared/contract/messages';
import { Button } from '@portal/shared/ui/button';
import { CharacterCounter } from '@portal/shared/ui/character-counter';
import { Form, useForm } from '@portal/shared/ui/form';
import { whenIdle } from '@portal/shared/when-idle';
import { useMessagingTexts } from '../texts';
import chatStyles from './chat.module.css';

/** The text of a message as the contract checks it: not blank, at most 2000 characters. */
const messageFormSchema = z.pick(sendMessageRequestSchema, { content: true });

/**
 * The thread's send box (see docs/collaboration.md): Send is disabled while the text is blank (or
 * only invisible); Enter sends and Shift+Enter starts a new line; blank text, text over the limit
 * (counted under the box, never cut), restricted words or contact details are refused before
 * sending, naming the part refused.
 */
export function SendBox({ onSend }: { onSend: (content: string) => void }) {
  const { t } = useMessagingTexts();
  const errorId = useId();
  // The check's patterns compiled while the person types, not when they press Send.
  useEffect(() => whenIdle(CONTENT_CHECK_WARM_UP), []);
  const form = useForm({
    schema: messageFormSchema,
    initialValues: { content: '' },
    onSubmit: ({ content }) => {
      const refused = refusedContent(content);
      if (refused !== null) {
        form.showErrors({
          content: [refused.sentence, t('send.refused', { found: refused.found })],
        });
        return;
      }
      form.reset();
      onSend(content);
    },
  });
  const { value, errors, onChange } = form.field('content');
  const error = errors?.join(' ');

  return (
    <Form form={form} className={chatStyles.sendBox}>
      <div className={chatStyles.sendBoxRow}>
        <textarea
          className={chatStyles.sendBoxInput}
          aria-label={t('send.label')}
          placeholder={t('send.placeholder')}
          rows={1}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={onChange}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <Button type="submit" disabled={isBlank(value)}>
          {t('send.button')}
        </Button>
      </div>
      <CharacterCounter length={value.length} limit={MESSAGE_MAX_LENGTH} />
      {error && (
        <p id={errorId} className={chatStyles.sendBoxError} role="alert">
          {error}
        </p>
      )}
    </Form>
  );
}
