import { z } from 'zod';
import { categorySchema, idSchema, moneyInputSchema, moneySchema, pageQuerySchema } from './common';

/** A calendar date (YYYY-MM-DD), as the deadline is stored and sent. */
export const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), 'Enter a real date.');

export const campaignSchema = z.object({
  id: idSchema,
  title: z.string(),
  description: z.string(),
  budget: moneySchema,
  category: categorySchema,
  deadline: z.string().nullable(),
  brand: idSchema,
  brand_name: z.string(),
  applications_count: z.number().int(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const createCampaignRequestSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Title is required.')
    .max(200, 'Title is at most 200 characters.'),
  description: z
    .string()
    .trim()
    .min(1, 'Description is required.')
    .max(5000, 'Description is at most 5000 characters.'),
  budget: moneyInputSchema,
  category: categorySchema,
  /** Optional; empty means none. The server refuses a date before today (Asia/Dhaka). */
  deadline: z
    .union([dateSchema, z.literal(''), z.null()])
    .optional()
    .transform((value) => value || null),
});
export type CreateCampaignRequest = z.input<typeof createCampaignRequestSchema>;

export const campaignListQuerySchema = pageQuerySchema;

export const updateCampaignActivationRequestSchema = z.object({ is_active: z.boolean() });
export type UpdateCampaignActivationRequest = z.infer<typeof updateCampaignActivationRequestSchema>;
