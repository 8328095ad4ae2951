import * as z from '@portal/shared/contract/zod';
import { moneySchema } from './common';

/** GET /config/: what a client shows of the platform's settings. Public. */
export const platformConfigSchema = z.object({
  pay_to: z.object({ bkash: z.string(), nagad: z.string() }),
  platform_fee_percent: z.number().check(z.gte(0), z.lte(100)),
  min_withdrawal: moneySchema,
  escrow_auto_release_hours: z.number().check(z.positive()),
  revision_rounds: z.int().check(z.gte(0)),
});
export type PlatformConfig = z.infer<typeof platformConfigSchema>;
