import type { ReactElement } from 'react';
import { Trans } from 'react-i18next';
import type { TextKey } from '@portal/shared/i18n/define-texts';

export interface RichMessageProps<Messages> {
  id: TextKey<Messages>;
  /** The message's `{{placeholders}}`; numbers are written in the reader's language. */
  values?: Record<string, string | number>;
  /** The elements the message's tags stand for: `<terms>Terms of Use</terms>` is `elements.terms` around its words. */
  elements: Record<string, ReactElement>;
}

/**
 * A namespace's messages with elements inside them (a link, a bold word), where each language puts
 * them in its own word order. The component that shows one reads the namespace with its hook, so it
 * re-renders on a language switch.
 */
export function richMessages<Messages>(namespace: string) {
  return function RichMessage({ id, values, elements }: RichMessageProps<Messages>) {
    return <Trans ns={namespace} i18nKey={id} values={values} components={elements} />;
  };
}
