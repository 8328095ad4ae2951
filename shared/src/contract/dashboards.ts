import { z } from 'zod';
import { applicationSchema } from './applications';
import { campaignSchema } from './campaigns';
import { moneySchema } from './common';
import { userSummarySchema } from './users';

export const brandDashboardSchema = z.object({
  stats: z.object({
    total_campaigns: z.number().int(),
    total_applications: z.number().int(),
    /** Confirmed payments made by the brand. */
    money_spent: moneySchema,
  }),
  recent_campaigns: z.array(campaignSchema),
  recent_applications: z.array(applicationSchema),
});
export type BrandDashboard = z.infer<typeof brandDashboardSchema>;

export const influencerDashboardSchema = z.object({
  stats: z.object({
    total_applications: z.number().int(),
    accepted_applications: z.number().int(),
    total_earnings: moneySchema,
    pending_earnings: moneySchema,
  }),
  available_campaigns: z.array(campaignSchema),
  recent_applications: z.array(applicationSchema),
});
export type InfluencerDashboard = z.infer<typeof influencerDashboardSchema>;

export const adminDashboardSchema = z.object({
  stats: z.object({
    total_users: z.number().int(),
    total_brands: z.number().int(),
    total_influencers: z.number().int(),
    total_campaigns: z.number().int(),
    total_applications: z.number().int(),
    /** Number of payments submitted (any status). */
    total_payments: z.number().int(),
    confirmed_payments_amount: moneySchema,
  }),
  recent_users: z.array(userSummarySchema),
  recent_campaigns: z.array(campaignSchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
