import { z } from 'zod';
import { idInputSchema, idSchema, pageQuerySchema, roleSchema } from './common';

/** Words a message may not contain (spec §5), checked on the lower-cased text. */
export const RESTRICTED_WORDS = ['payment', 'bank account', 'account number'] as const;
export const RESTRICTED_WORDS_ERROR = 'Your message contains restricted words. Please remove them.';

/**
 * True when the text contains a restricted word in any case. Look-alike forms (full-width
 * letters), invisible characters and runs of spaces or line breaks between the words do not
 * hide one.
 */
export function containsRestrictedWords(text: string): boolean {
  const plain = text
    .normalize('NFKC')
    .replace(/[\u00ad\u180e\u200b-\u200f\u2060-\u2064\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
  return RESTRICTED_WORDS.some((word) => plain.includes(word));
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
});
export type Connection = z.infer<typeof connectionSchema>;

export const startConversationRequestSchema = z.object({
  receiver_id: idInputSchema,
});
export type StartConversationRequest = z.input<typeof startConversationRequestSchema>;
