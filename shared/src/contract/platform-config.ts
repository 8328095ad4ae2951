import * as z from '@portal/shared/contract/zod';
import { moneySchema } from './common';

/** GET /config/: what a client shows of the platform's settings. Public. */
export const platformConfigSchema = z.object({
  pay_to: z.object({ bkash: z.string(), nagad: z.string() }),
  platform_fee_percent: z.number().min(0).max(100),
  min_withdrawal: moneySchema,
  escrow_auto_release_hours: z.number().positive(),
  revision_rounds: z.number().int().min(0),
});
export type PlatformConfig = z.infer<typeof platformConfigSchema>;
