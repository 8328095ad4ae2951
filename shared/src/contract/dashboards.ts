import * as z from '@portal/shared/contract/zod';
import { applicationSchema } from './applications';
import { campaignSchema } from './campaigns';
import { moneySchema } from './common';
import { userSummarySchema } from './users';

/** How many months the dashboards' charts cover: the current one (Asia/Dhaka) and five before. */
export const CHART_MONTHS = 6;

/** One month of a dashboard chart: confirmed money by the month the admin confirmed it. */
export const monthlyAmountSchema = z.object({
  /** YYYY-MM, a calendar month in Asia/Dhaka. */
  month: z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/)),
  amount: moneySchema,
});
export type MonthlyAmount = z.infer<typeof monthlyAmountSchema>;

/** Exactly CHART_MONTHS months, oldest first, ending with the current month; empty months 0.00. */
const chartSchema = z.array(monthlyAmountSchema).check(z.length(CHART_MONTHS));

export const brandDashboardSchema = z.object({
  stats: z.object({
    total_campaigns: z.int(),
    total_applications: z.int(),
    /** Confirmed payments made by the brand, less what escrow refunded. */
    money_spent: moneySchema,
  }),
  /** Confirmed payments the brand made, fees included. */
  monthly_spending: chartSchema,
  recent_campaigns: z.array(campaignSchema),
  recent_applications: z.array(applicationSchema),
});
export type BrandDashboard = z.infer<typeof brandDashboardSchema>;

export const influencerDashboardSchema = z.object({
  stats: z.object({
    total_applications: z.int(),
    accepted_applications: z.int(),
    total_earnings: moneySchema,
    pending_earnings: moneySchema,
  }),
  /**
   * Money released to the influencer (see docs/money.md), net of the platform fee, by release
   * month.
   */
  monthly_earnings: chartSchema,
  /**
   * The newest campaigns open to apply to (active, of an active brand, deadline not passed), the
   * ones the influencer already applied to included: their `application_status` is not null.
   */
  available_campaigns: z.array(campaignSchema),
  recent_applications: z.array(applicationSchema),
});
export type InfluencerDashboard = z.infer<typeof influencerDashboardSchema>;

export const adminDashboardSchema = z.object({
  stats: z.object({
    total_users: z.int(),
    total_brands: z.int(),
    total_influencers: z.int(),
    total_campaigns: z.int(),
    total_applications: z.int(),
    /** Number of payments submitted (any status). */
    total_payments: z.int(),
    confirmed_payments_amount: moneySchema,
    /** Payments awaiting the admin's confirmation. */
    pending_payments: z.int(),
    /** Withdrawals awaiting the admin's decision. */
    pending_withdrawals: z.int(),
    /** Disputes waiting for the admin's decision. */
    open_disputes: z.int(),
    /** Refunds waiting for the admin's transfer to the brand. */
    pending_refunds: z.int(),
  }),
  recent_users: z.array(userSummarySchema),
  recent_campaigns: z.array(campaignSchema),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
