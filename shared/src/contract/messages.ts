import * as z from '@portal/shared/contract/zod';
import { idInputSchema, idSchema, pageQuerySchema, roleSchema } from './common';
import { freeTextSchema } from './free-text';
import { withoutInvisible } from './hidden-characters';
import { lookAlikesOf } from './look-alikes';
import { once } from '../once';

/** Words a message may not contain (see docs/collaboration.md), in any case. */
export const RESTRICTED_WORDS = ['payment', 'bank account', 'account number'] as const;
export const RESTRICTED_WORDS_ERROR = 'Your message contains restricted words. Please remove them.';

/** Each word of RESTRICTED_WORDS in the Bangla spellings in common use. */
const BANGLA_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  payment: ['পেমেন্ট', 'পেমেণ্ট'],
  bank: ['ব্যাংক', 'ব্যাঙ্ক'],
  account: ['একাউন্ট', 'অ্যাকাউন্ট', 'এ্যাকাউন্ট', 'একাউণ্ট', 'হিসাব'],
  number: ['নম্বর', 'নাম্বার', 'নং'],
};

/**
 * What the check compares: compatibility forms folded (full-width and styled letters),
 * accents dropped ('pàymént': combining marks of no script of their own, while Bangla vowel signs
 * stay), invisible characters removed ('pay\u200bment'), then composed again so Bangla compares
 * in one form.
 */
function normalised(text: string): string {
  return withoutInvisible(text.normalize('NFKD'))
    .replace(/\p{Script=Inherited}/gu, '')
    .normalize('NFC');
}

/** A character of a word, or a mark on one (Bangla vowel signs are marks). */
const WORD_CHARACTER = String.raw`[\p{L}\p{N}\p{M}]`;

/**
 * A separator someone types inside a word to hide it ('pay ment', 'pay-ment', 'pay.ment',
 * 'bank/account'): anything but a word character, except a clause break, which separates words
 * and never hides one ('at a bank. Account managers', 'my pay, mentor').
 */
const SEPARATOR = String.raw`(?:(?![.,;:!?।]\s)[^\p{L}\p{N}\p{M}])`;

const escaped = (character: string) => character.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');

/** One spelling as a pattern: each letter as the class of its look-alikes, `gap` between them. */
function spellingPattern(spelling: string, gap: string): string {
  return [...normalised(spelling)]
    .map((letter) => `[${[...lookAlikesOf(letter)].map(escaped).join('')}]`)
    .join(gap);
}

/** A restricted phrase in every spelling, its words `wordGap` apart and its letters `letterGap`. */
function phrasePattern(phrase: string, wordGap: string, letterGap: string): string {
  return phrase
    .split(' ')
    .map((word) =>
      [word, ...(BANGLA_SPELLINGS[word] ?? [])]
        .map((spelling) => spellingPattern(spelling, letterGap))
        .join('|'),
    )
    .map((alternatives) => `(?:${alternatives})`)
    .join(wordGap);
}

const phrasesPattern = (wordGap: string, letterGap: string) =>
  RESTRICTED_WORDS.map((phrase) => phrasePattern(phrase, wordGap, letterGap)).join('|');

/**
 * The spec's rule: the word anywhere, as a substring ('prepayment' too), the words of a phrase
 * apart by spaces, '_' or '-' or joined. Both patterns are built on the first check, not while a
 * page starts: building them costs a phone about 50 ms.
 */
const WRITTEN = once(() => new RegExp(phrasesPattern(String.raw`[\s_\-]*`, ''), 'iu'));

/**
 * The word split by separators ('p a y m e n t', 'pay ment', 'bank/account'): caught as a whole
 * word only (a plural or a Bangla ending allowed), so that words which merely meet across a space
 * stay apart ('pay mentors', 'bank holiday').
 */
const SPLIT = once(
  () =>
    new RegExp(
      `(?<!${WORD_CHARACTER})(?:${phrasesPattern(`${SEPARATOR}*`, `${SEPARATOR}*`)})` +
        String.raw`(?:e?s|\p{Script=Bengali}+)?(?!${WORD_CHARACTER})`,
      'iu',
    ),
);

/**
 * True when the text contains a restricted word (see docs/collaboration.md), in English or Bangla,
 * in any of the forms people use to dodge the check: any case, full-width, styled and accented
 * letters, small capitals, letters of other scripts that look Latin ('pаyment' with a Cyrillic 'а',
 * Greek 'ΡΑΥΜΕΝΤ'), digits for letters ('p4ym3nt'), invisible characters, and separators inside the
 * word ('pay ment', 'p-a-y-m-e-n-t', 'bank/account', 'পে মেন্ট').
 */
export function containsRestrictedWords(text: string): boolean {
  const plain = normalised(text);
  return WRITTEN().test(plain) || SPLIT().test(plain);
}

export const messageSchema = z.object({
  id: idSchema,
  sender: idSchema,
  receiver: idSchema,
  sender_name: z.string(),
  receiver_name: z.string(),
  content: z.string(),
  timestamp: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

/** A message's character limit (see docs/collaboration.md), shown by the send box's counter. */
export const MESSAGE_MAX_LENGTH = 2000;

export const sendMessageRequestSchema = z.object({
  receiver: idInputSchema,
  content: freeTextSchema({
    required: 'Please select a user and enter a message',
    max: {
      length: MESSAGE_MAX_LENGTH,
      message: `A message is at most ${MESSAGE_MAX_LENGTH} characters.`,
    },
  }),
});
export type SendMessageRequest = z.input<typeof sendMessageRequestSchema>;

/** `with` narrows the list to the thread with one user. */
export const messageListQuerySchema = pageQuerySchema.extend({
  with: idInputSchema.optional(),
});

export const connectionSchema = z.object({
  id: idSchema,
  username: z.string(),
  role: roleSchema,
  has_existing_messages: z.boolean(),
  /** Messages from this user the signed-in user has not read yet. */
  unread_count: z.number().int().nonnegative(),
  /** When the last message between the two was sent, either way; null before the first. */
  last_message_at: z.string().nullable(),
  /**
   * The newest accepted application between the two: the collaboration their conversation is
   * about (GET /applications/{id}/); null when none is left.
   */
  collaboration_id: idSchema.nullable(),
});
export type Connection = z.infer<typeof connectionSchema>;

export const startConversationRequestSchema = z.object({
  receiver_id: idInputSchema,
});
export type StartConversationRequest = z.input<typeof startConversationRequestSchema>;

/** GET /messages/unread-count/: messages sent to the signed-in user that they have not read. */
export const unreadMessageCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadMessageCount = z.infer<typeof unreadMessageCountSchema>;

/**
 * POST /messages/read/: marks read the messages `with` sent to the signed-in user, up to and
 * including the message `up_to` when given (the newest one the reader has seen), else all of them.
 */
export const markThreadReadRequestSchema = z.object({
  with: idInputSchema,
  up_to: idInputSchema.optional(),
});
export type MarkThreadReadRequest = z.input<typeof markThreadReadRequestSchema>;
export const markThreadReadResponseSchema = z.object({ updated: z.number().int().nonnegative() });
