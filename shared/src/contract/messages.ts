import * as z from '@portal/shared/contract/zod';
import { idInputSchema, idSchema, pageQuerySchema, roleSchema } from './common';

/** Words a message may not contain (spec §5), in any case. */
export const RESTRICTED_WORDS = ['payment', 'bank account', 'account number'] as const;
export const RESTRICTED_WORDS_ERROR = 'Your message contains restricted words. Please remove them.';

/**
 * Letters of other scripts (and a few symbols) that read as the Latin letter they stand for, for
 * the letters of the restricted words. Matched case-insensitively, so 'М' (Greek capital mu) is an
 * 'm' and 'Υ' (capital upsilon) a 'y' as well as a 'u'.
 */
const LOOK_ALIKES: Record<string, string> = {
  a: 'a\u0430\u03b1\u0251\u237a@',
  b: 'b\u0432\u044c\u03b2\u0185',
  c: 'c\u0441\u03f2\u217d',
  e: 'e\u0435\u0454\u03b5\u04bd',
  k: 'k\u043a\u03ba\u049b',
  m: 'm\u043c\u03bc',
  n: 'n\u043f\u03b7\u03bd\u0578',
  o: 'o0\u043e\u03bf\u03c3\u0585',
  p: 'p\u0440\u03c1\u01bf',
  r: 'r\u0433',
  t: 't\u0442\u03c4',
  u: 'u\u03c5\u057d\u028b',
  y: 'y\u0443\u04af\u03b3\u03c5',
};

/** 'bank account' -> a pattern of look-alike classes, the words joined by spaces, _ or - or nothing. */
function lookAlikePattern(word: string): string {
  return [...word]
    .map((letter) => (letter === ' ' ? '[\\s_\\-]*' : `[${LOOK_ALIKES[letter] ?? letter}]`))
    .join('');
}

const RESTRICTED_PATTERN = new RegExp(RESTRICTED_WORDS.map(lookAlikePattern).join('|'), 'iu');

/**
 * A run of letters standing alone, each apart from the next by spaces or punctuation:
 * 'p a y m e n t', 'P.A.Y.M.E.N.T', 'p-a-y'. Only such single letters are joined, never whole
 * words, so innocent neighbours stay apart ('pay mentor' does not become 'paymentor').
 */
const SPACED_LETTERS = /(?<![\p{L}\p{N}])\p{L}(?:[^\p{L}\p{N}]+\p{L}(?![\p{L}\p{N}]))+/gu;

/**
 * True when the text contains a restricted word in any case. Look-alike forms do not hide one:
 * full-width and styled letters, accents, letters of other scripts that look Latin (Cyrillic 'а'
 * in 'pаyment', Greek 'ΡΑΥΜΕΝΤ'), invisible characters, runs of spaces or line breaks between
 * the words, and letters spaced out one by one ('p a y m e n t').
 */
export function containsRestrictedWords(text: string): boolean {
  const plain = text
    .normalize('NFKD')
    .replace(/[\p{M}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ');
  const joined = plain.replace(SPACED_LETTERS, (run) => run.replace(/[^\p{L}]/gu, ''));
  return RESTRICTED_PATTERN.test(plain) || RESTRICTED_PATTERN.test(joined);
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

export const sendMessageRequestSchema = z.object({
  receiver: idInputSchema,
  content: z
    .string()
    .trim()
    .min(1, 'Please select a user and enter a message')
    .max(2000, 'A message is at most 2000 characters.'),
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
