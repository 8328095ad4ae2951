import banglaSentences from '@portal/shared/contract/sentences/bn.json';
import {
  SENTENCES,
  translateFields,
  translateSentence,
} from '@portal/shared/contract/sentences/translate';
import type { TextKey } from '@portal/shared/i18n/define-texts';
import { createTexts } from '@portal/shared/i18n/texts';
import type { Language } from '@portal/shared/language';
import bangla from './locales/bn.json';
import english from './locales/en.json';

/**
 * What the server words for a reader (docs/i18n.md), through its own i18next instance: its
 * messages (`api`, src/locales: notifications and e-mails) and the sentences of its answers
 * (`sentences`, keyed by the English sentence, shared with the browser).
 */
const NAMESPACE = 'api';

const messages = createTexts({
  en: { [NAMESPACE]: english },
  bn: { [NAMESPACE]: bangla, [SENTENCES]: banglaSentences },
});

export type ServerTextKey = TextKey<typeof english>;

/** A message of the server in `language`, its `{{placeholders}}` filled from `values`. */
export type SayText = (key: ServerTextKey, values?: Record<string, string | number>) => string;

/** The server's messages (notifications, e-mails) in `language`. */
export function textsIn(language: Language): SayText {
  return (key, values = {}) => messages.t(key, { ...values, lng: language, ns: NAMESPACE });
}

/** An English sentence of an answer (an error, a 202's detail) in `language`. */
export function sentenceIn(language: Language, sentence: string): string {
  return translateSentence(sentence, language, messages);
}

/**
 * An English template of the sentences ('Member since {{month}}') in `language`, filled with
 * `values` as they are: a user's own text (a username, a month already written in the language)
 * is never itself translated.
 */
export function sentenceWith(
  language: Language,
  template: string,
  values: Record<string, string>,
): string {
  return messages.t(template, { ...values, lng: language, ns: SENTENCES });
}

/** Every message of a 400's `fields` in `language`. */
export function fieldsIn(
  language: Language,
  fields: Record<string, string[]>,
): Record<string, string[]> {
  return translateFields(fields, language, messages);
}
