import type {
  AdminDashboard,
  BrandDashboard,
  InfluencerDashboard,
} from '@portal/shared/contract/dashboards';
import { todayInDhaka } from '@portal/shared/dates';
import type { Database } from '../db/client';
import { listApplications } from '../db/queries/applications';
import { listCampaigns } from '../db/queries/campaigns';
import {
  adminStats,
  brandMonthlySpending,
  brandStats,
  influencerApplicationCounts,
  influencerMonthlyEarnings,
} from '../db/queries/dashboards';
import type { AppConfig } from '../config';
import { earningsToCome, ledgerTotals } from '../db/queries/ledger';
import { listUsers } from '../db/queries/users';

/** How many rows each dashboard list shows (docs/screens.md: the 5 most recent). */
export const RECENT = 5;

/** The list queries fetch limit + 1 rows to detect a next page; a dashboard shows just `RECENT`. */
const firstPage = { beforeId: undefined, limit: RECENT };
const recent = <T>(rows: T[]): T[] => rows.slice(0, RECENT);

export interface DashboardsService {
  brand(brandId: number): Promise<BrandDashboard>;
  influencer(influencerId: number): Promise<InfluencerDashboard>;
  admin(): Promise<AdminDashboard>;
}

/**
 * The three dashboards (see docs/screens.md): stat cards and monthly charts computed in SQL, and
 * the most recent rows.
 */
export function createDashboardsService(
  db: Database,
  config: Pick<AppConfig, 'platformFeePercent'>,
): DashboardsService {
  async function brand(brandId: number): Promise<BrandDashboard> {
    const [stats, monthly, campaigns, applications] = await Promise.all([
      brandStats(db, brandId),
      brandMonthlySpending(db, brandId),
      listCampaigns(db, { brandId }, firstPage),
      listApplications(db, { brandId }, firstPage),
    ]);
    return {
      stats,
      monthly_spending: monthly,
      recent_campaigns: recent(campaigns),
      recent_applications: recent(applications),
    };
  }

  async function influencer(influencerId: number): Promise<InfluencerDashboard> {
    const [counts, ledger, monthly, available, applications] = await Promise.all([
      influencerApplicationCounts(db, influencerId),
      ledgerTotals(db, influencerId),
      influencerMonthlyEarnings(db, influencerId),
      // The newest campaigns open to apply to, each with this influencer's own application status:
      // the ones already applied to stay in the list, marked, so the list costs one page of index
      // look-ups however many campaigns the influencer has applied to.
      listCampaigns(db, { openOnly: true, deadlineFrom: todayInDhaka() }, firstPage, influencerId),
      listApplications(db, { influencerId }, firstPage),
    ]);
    const toCome = await earningsToCome(db, influencerId, ledger, config.platformFeePercent);
    return {
      stats: {
        ...counts,
        total_earnings: ledger.totalEarnings,
        pending_earnings: toCome.pendingEarnings,
      },
      monthly_earnings: monthly,
      available_campaigns: recent(available),
      recent_applications: recent(applications),
    };
  }

  async function admin(): Promise<AdminDashboard> {
    const [stats, users, campaigns] = await Promise.all([
      adminStats(db),
      listUsers(db, {}, firstPage),
      listCampaigns(db, {}, firstPage),
    ]);
    return { stats, recent_users: recent(users), recent_campaigns: recent(campaigns) };
  }

  return { brand, influencer, admin };
}
