import * as z from '@portal/shared/contract/zod';
import { latinDigits } from './digits';
import { readMoneyText } from './money-text';

/** Categories of campaigns and profiles (see docs/api-conventions.md). */
export const CATEGORIES = [
  'fashion',
  'beauty',
  'fitness',
  'travel',
  'food',
  'lifestyle',
  'technology',
  'gaming',
  'other',
] as const;
export const categorySchema = z.enum(CATEGORIES, { error: 'Choose a category.' });
export type Category = z.infer<typeof categorySchema>;

export const PAYMENT_METHODS = ['bkash', 'nagad'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const ROLES = ['brand', 'influencer', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const MAX_MONEY = 99_999_999.99;

export const MONEY_MALFORMED =
  'Enter an amount in taka with at most two decimals, up to 99,999,999.99.';
export const MONEY_NOT_POSITIVE = 'The amount must be greater than 0.';

/**
 * Money accepted from a client, in a form or the API: a number, or text as `readMoneyText` reads
 * it (Latin or Bengali digits, grouping commas, the taka sign, spaces around), > 0, at most two
 * decimals, at most 99,999,999.99 (see docs/money.md). Normalised to a string with two decimals
 * ("1500.00").
 */
export const moneyInputSchema = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value, ctx) => {
    const read = readMoneyText(String(value));
    if ('amount' in read) return read.amount;
    z.addIssue(ctx, { message: read.refused === 'zero' ? MONEY_NOT_POSITIVE : MONEY_MALFORMED });
    return z.NEVER;
  }),
);

/** Money as the API sends it: a string with two decimals. */
export const moneySchema = z.string().check(z.regex(/^\d+\.\d{2}$/));

export const idSchema = z.int().check(z.positive());

/** The largest id PostgreSQL's int4 holds. */
export const MAX_ID = 2_147_483_647;

/**
 * A string of digits (Latin or Bengali), as path and query parameters and form fields carry
 * numbers, read as the number it writes.
 */
const digitsSchema = z.pipe(
  z.pipe(z.pipe(z.string(), z.transform(latinDigits)), z.string().check(z.regex(/^\d{1,15}$/))),
  z.transform(Number),
);

/**
 * A whole number sent by a client, within `bounds` (e.g. `z.int().check(z.gte(0))`): a JSON number,
 * or a string of digits (how path and query parameters travel). Never what `z.coerce.number()`
 * also turns into a number: a boolean, `[]`, `null`, an empty or padded string, hex (`0x1`) or
 * exponent (`1e0`) notation.
 */
export function wholeNumberInputSchema(
  bounds: z.ZodType<number, number>,
  message = 'Enter a whole number.',
) {
  return z.pipe(z.union([z.number(), digitsSchema], { error: message }), bounds);
}

/** An id sent by a client, within the database's int4 range (see `wholeNumberInputSchema`). */
export const idInputSchema = wholeNumberInputSchema(
  z.int().check(z.positive(), z.lte(MAX_ID)),
  'Enter a valid id.',
);
export const idParamSchema = z.object({ id: idInputSchema });

export const isoDateTimeSchema = z.string();

/** Every error body of the API (see docs/api-conventions.md). */
export const errorBodySchema = z.object({
  error: z.string(),
  fields: z.optional(z.record(z.string(), z.array(z.string()))),
  /** A page of the portal where the user can do what the refusal asks (e.g. verify the email). */
  link: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Query of every list endpoint: `limit` (default 50, max 100) and an opaque `cursor`. */
export const pageQuerySchema = z.object({
  limit: z._default(wholeNumberInputSchema(z.int().check(z.gte(1), z.lte(100))), 50),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
