import { z } from 'zod';

/** Categories of campaigns and profiles (spec §5). */
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
export const categorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;

export const PAYMENT_METHODS = ['bkash', 'nagad'] as const;
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const ROLES = ['brand', 'influencer', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const MAX_MONEY = 99_999_999.99;

/**
 * Money accepted from a client: a number or a numeric string, > 0, at most two decimals,
 * at most 99,999,999.99 (design §2). Normalised to a string with two decimals ("1500.00").
 */
export const moneyInputSchema = z.union([z.number(), z.string().trim()]).transform((value, ctx) => {
  const text = typeof value === 'number' ? String(value) : value;
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) {
    ctx.addIssue({
      code: 'custom',
      message: 'Enter an amount in taka with at most two decimals, up to 99,999,999.99.',
    });
    return z.NEVER;
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const normalised = `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
  if (normalised === '0.00') {
    ctx.addIssue({ code: 'custom', message: 'The amount must be greater than 0.' });
    return z.NEVER;
  }
  return normalised;
});

/** Money as the API sends it: a string with two decimals. */
export const moneySchema = z.string().regex(/^\d+\.\d{2}$/);

export const idSchema = z.number().int().positive();

/**
 * An id sent by a client, as a number or a string of digits (a query parameter), within the
 * database's int4 range: never a boolean, an empty string or a number that would overflow.
 */
export const idInputSchema = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, 'Enter a valid id.')
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(2_147_483_647));
export const idParamSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const isoDateTimeSchema = z.string();

/** Every error body of the API (design §2). */
export const errorBodySchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Query of every list endpoint: `limit` (default 50, max 100) and an opaque `cursor`. */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;
