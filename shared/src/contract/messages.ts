import * as z from '@portal/shared/contract/zod';
import { idInputSchema, idSchema, pageQuerySchema, roleSchema } from './common';
import { latinDigits } from './digits';
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
const SEPARATOR_CHARACTER = /(?![.,;:!?।]\s)[^\p{L}\p{N}\p{M}]/gu;
/**
 * What each separator of a text is written as before the patterns that allow separators inside a
 * word look at it. Those patterns then hold this one character between letters instead of the class
 * of every character that is not a word's, dozens of times: a pattern a few KB long that took a
 * phone about a second to compile at its first check, and the server its first messages.
 */
const SEPARATOR_MARK = '\u0001';
const SEPARATOR = String.raw`\u0001`;

/**
 * The text with each separator as SEPARATOR_MARK, as long as the text (a character beyond the
 * Basic Multilingual Plane as two marks), so a match in it stands at the same place in the text.
 */
function withSeparatorsMarked(plain: string): string {
  return plain.replace(SEPARATOR_CHARACTER, (character) => SEPARATOR_MARK.repeat(character.length));
}

/** What `pattern` finds in the marked text, as the text wrote it; null when nothing. */
function foundInMarked(pattern: RegExp, marked: string, plain: string): string | null {
  const match = pattern.exec(marked);
  return match === null ? null : plain.slice(match.index, match.index + match[0].length).trim();
}

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

/** A name of one or more words in its own spelling only, every gap `gap`. */
const phrasePatternOf = (name: string, gap: string) =>
  name
    .split(' ')
    .map((word) => spellingPattern(word, gap))
    .join(gap);

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
  return restrictedWordIn(normalised(text)) !== null;
}

/** The first restricted word of an already normalised text, as written there; null when none. */
function restrictedWordIn(plain: string, marked = withSeparatorsMarked(plain)): string | null {
  return WRITTEN().exec(plain)?.[0].trim() ?? foundInMarked(SPLIT(), marked, plain);
}

/**
 * The refusal of contact details in a message (see docs/collaboration.md): a phone number, an
 * e-mail address or a messaging app named, which take a deal, and its protection, off the platform.
 */
export const CONTACT_DETAILS_ERROR =
  'Your message contains contact details. Please keep the conversation on the platform.';

/** Messaging apps people move a deal to, in English and Bangla, and their short links. */
const CONTACT_APPS = ['whatsapp', 'whats app', 'imo', 'telegram', 'viber'] as const;
const CONTACT_APPS_IN_BANGLA = [
  'হোয়াটসঅ্যাপ',
  'হোয়াটসআপ',
  'হোয়াটস অ্যাপ',
  'ইমো',
  'টেলিগ্রাম',
  'ভাইবার',
] as const;
const CONTACT_LINK = /\b(?:wa\.me|t\.me|viber\.click)\s*\//iu;

/**
 * A messaging app by name, in any disguise the restricted words catch (look-alike letters,
 * separators inside it), as a whole word: 'imo' is refused, 'Timor' is not.
 */
const CONTACT_APP = once(
  () =>
    new RegExp(
      `(?<!${WORD_CHARACTER})(?:${[...CONTACT_APPS, ...CONTACT_APPS_IN_BANGLA]
        .map((name) => phrasePatternOf(name, `${SEPARATOR}*`))
        .join('|')})` + String.raw`(?:e?s|\p{Script=Bengali}+)?(?!${WORD_CHARACTER})`,
      'iu',
    ),
);

/** A run of digits (Latin or Bengali) that spaces, dots, dashes or brackets may split. */
const DIGIT_RUN = /\+?[(]?[0-9\u09E6-\u09EF](?:[\s.()-]{0,2}[0-9\u09E6-\u09EF]){7,}/gu;
/** A Bangladeshi mobile number (with or without +88 / 88), or any number written with its +code. */
function isPhoneNumber(run: string): boolean {
  const digits = latinDigits(run).replace(/\D/g, '');
  if (/^(?:88)?01[3-9]\d{8}$/.test(digits)) return true;
  return run.startsWith('+') && digits.length >= 8 && digits.length <= 15;
}

/** An e-mail address, also with "(at)" or "[at]" and "(dot)" or "[dot]" written out. */
const EMAIL_ADDRESS =
  /[\p{L}\p{N}._%+-]+\s*(?:@|[([]at[)\]])\s*[\p{L}\p{N}-]+(?:\s*(?:\.|[([]dot[)\]])\s*[\p{L}\p{N}-]+)+/iu;

/** The first contact detail of an already normalised text, as written there; null when none. */
function contactDetailIn(plain: string, marked: string): string | null {
  for (const [run] of plain.matchAll(DIGIT_RUN)) if (isPhoneNumber(run)) return run.trim();
  return (
    (EMAIL_ADDRESS.exec(plain) ?? CONTACT_LINK.exec(plain))?.[0].trim() ??
    foundInMarked(CONTACT_APP(), marked, plain)
  );
}

/** Texts none of the patterns matches, one Latin and one Bangla: the browser compiles for each. */
const WARM_UP_TEXTS = ['A draft is ready.', 'ড্রাফট তৈরি।'];

/**
 * The work of a first check, done ahead of it a pattern at a time (see docs/performance.md): a
 * pattern is built, then compiled by the browser at its first runs on Latin and on Bangla text.
 * For an idle moment of a page that sends messages, so that the first Send does not pay for it.
 */
export const CONTENT_CHECK_WARM_UP: readonly (() => void)[] = [WRITTEN, SPLIT, CONTACT_APP].map(
  (pattern) => () => {
    for (const text of WARM_UP_TEXTS) {
      pattern().exec(text);
      pattern().exec(withSeparatorsMarked(text));
    }
  },
);

/** What a message may not hold, and the part of it that was refused. */
export interface RefusedContent {
  /** RESTRICTED_WORDS_ERROR or CONTACT_DETAILS_ERROR. */
  sentence: string;
  /** The refused word or contact detail, as the text wrote it. */
  found: string;
}

/**
 * Why a message cannot be sent, or null when it can (see docs/collaboration.md): a restricted word
 * (the spec's rule, `containsRestrictedWords`) or a contact detail (a phone number in Latin or
 * Bengali digits however it is split, an e-mail address, WhatsApp, imo, Telegram or Viber by name
 * in English or Bangla, or their short links), with the part that was refused.
 */
export function refusedContent(text: string): RefusedContent | null {
  const plain = normalised(text);
  const marked = withSeparatorsMarked(plain);
  const word = restrictedWordIn(plain, marked);
  if (word !== null) return { sentence: RESTRICTED_WORDS_ERROR, found: word };
  const contact = contactDetailIn(plain, marked);
  return contact === null ? null : { sentence: CONTACT_DETAILS_ERROR, found: contact };
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
export const messageListQuerySchema = z.extend(pageQuerySchema, {
  with: z.optional(idInputSchema),
});

export const connectionSchema = z.object({
  id: idSchema,
  username: z.string(),
  role: roleSchema,
  has_existing_messages: z.boolean(),
  /** Messages from this user the signed-in user has not read yet. */
  unread_count: z.int().check(z.nonnegative()),
  /** When the last message between the two was sent, either way; null before the first. */
  last_message_at: z.nullable(z.string()),
  /**
   * The newest accepted application between the two: the collaboration their conversation is
   * about (GET /applications/{id}/); null when none is left.
   */
  collaboration_id: z.nullable(idSchema),
});
export type Connection = z.infer<typeof connectionSchema>;

export const startConversationRequestSchema = z.object({
  receiver_id: idInputSchema,
});
export type StartConversationRequest = z.input<typeof startConversationRequestSchema>;

/** GET /messages/unread-count/: messages sent to the signed-in user that they have not read. */
export const unreadMessageCountSchema = z.object({ count: z.int().check(z.nonnegative()) });
export type UnreadMessageCount = z.infer<typeof unreadMessageCountSchema>;

/**
 * POST /messages/read/: marks read the messages `with` sent to the signed-in user, up to and
 * including the message `up_to` when given (the newest one the reader has seen), else all of them.
 */
export const markThreadReadRequestSchema = z.object({
  with: idInputSchema,
  up_to: z.optional(idInputSchema),
});
export type MarkThreadReadRequest = z.input<typeof markThreadReadRequestSchema>;
export const markThreadReadResponseSchema = z.object({ updated: z.int().check(z.nonnegative()) });
