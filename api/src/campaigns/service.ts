import type { Campaign } from '@portal/shared/contract/campaigns';
import type { Category } from '@portal/shared/contract/common';
import { recordAudit } from '../audit/audit-log';
import type { CurrentUser } from '../auth/authenticate';
import type { Database } from '../db/client';
import {
  deleteCampaign,
  findCampaign,
  insertCampaign,
  listCampaigns,
  lockApplicationsOfCampaign,
  lockCampaign,
  paymentsOfCampaign,
  setCampaignActive,
  type CampaignFilter,
} from '../db/queries/campaigns';
import type { KeysetPage } from '../db/queries/keyset-page';
import { badRequest, conflict, notFound } from '../http/errors';
import { todayInDhaka } from '@portal/shared/dates';

export const CAMPAIGN_NOT_FOUND = 'Campaign not found.';
export const PAST_DEADLINE = 'The deadline cannot be in the past.';
const HAS_OPEN_PAYMENT = 'This campaign has a pending or confirmed payment and cannot be deleted.';
const HAS_PAYMENT_RECORD = 'This campaign has payment records and cannot be deleted.';

export interface NewCampaignInput {
  title: string;
  description: string;
  /** Normalised by the contract: a string with two decimals. */
  budget: string;
  category: Category;
  deadline: string | null;
}

/** What a caller looks for among the campaigns they may see (contract campaignListQuerySchema). */
export type CampaignSearch = Pick<
  CampaignFilter,
  'category' | 'minBudget' | 'maxBudget' | 'search'
>;

export interface CampaignService {
  /** A brand's own campaigns, the open campaigns for an influencer, all for an admin. */
  listFor(user: CurrentUser, search: CampaignSearch, page: KeysetPage): Promise<Campaign[]>;
  listAll(search: CampaignSearch, page: KeysetPage): Promise<Campaign[]>;
  /** The campaign if `user` may see it; 404 otherwise. */
  detailFor(user: CurrentUser, id: number): Promise<Campaign>;
  create(brandId: number, input: NewCampaignInput): Promise<Campaign>;
  /** Deletes the owning brand's campaign (and its applications); 404 for anyone else's. */
  remove(brandId: number, id: number): Promise<void>;
  /** An admin activates or deactivates a campaign, with an audit row. */
  setActive(adminId: number, id: number, isActive: boolean): Promise<Campaign>;
}

/** What each role may see of campaigns (see docs/api-conventions.md). */
function visibleTo(user: CurrentUser): CampaignFilter {
  if (user.role === 'brand') return { brandId: user.id };
  if (user.role === 'influencer') return { openOnly: true };
  return {};
}

/** The influencer whose own application status each campaign carries; none for brands and admins. */
function applicantOf(user: CurrentUser): number | undefined {
  return user.role === 'influencer' ? user.id : undefined;
}

export function createCampaignService(db: Database): CampaignService {
  async function listFor(
    user: CurrentUser,
    search: CampaignSearch,
    page: KeysetPage,
  ): Promise<Campaign[]> {
    // The caller's own scope is spread last, so no search can widen it.
    const filter: CampaignFilter = { ...search, ...visibleTo(user) };
    // An influencer cannot apply after the deadline, so the list hides those campaigns.
    if (user.role === 'influencer') filter.deadlineFrom = todayInDhaka();
    return listCampaigns(db, filter, page, applicantOf(user));
  }

  async function detailFor(user: CurrentUser, id: number): Promise<Campaign> {
    const campaign = await findCampaign(db, id, visibleTo(user), applicantOf(user));
    if (campaign === undefined) throw notFound(CAMPAIGN_NOT_FOUND);
    return campaign;
  }

  async function create(brandId: number, input: NewCampaignInput): Promise<Campaign> {
    if (input.deadline !== null && input.deadline < todayInDhaka()) {
      throw badRequest({ deadline: [PAST_DEADLINE] });
    }
    return db.transaction(async (tx) => {
      const row = await insertCampaign(tx, {
        brandId,
        title: input.title,
        description: input.description,
        budget: input.budget,
        category: input.category,
        deadline: input.deadline,
      });
      const campaign = await findCampaign(tx, row.id);
      if (campaign === undefined) throw new Error('the new campaign is missing');
      return campaign;
    });
  }

  async function remove(brandId: number, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      const campaign = await lockCampaign(tx, id, 'update');
      if (campaign === undefined || campaign.brandId !== brandId) {
        throw notFound(CAMPAIGN_NOT_FOUND);
      }
      // Payments are submitted under a lock on their application: taking those locks first means
      // a payment either committed before this check or waits and then finds no application.
      await lockApplicationsOfCampaign(tx, id);
      const recorded = await paymentsOfCampaign(tx, id);
      if (recorded.open > 0) throw conflict(HAS_OPEN_PAYMENT);
      if (recorded.rejected > 0) throw conflict(HAS_PAYMENT_RECORD);
      await deleteCampaign(tx, id);
    });
  }

  async function setActive(adminId: number, id: number, isActive: boolean): Promise<Campaign> {
    return db.transaction(async (tx) => {
      const campaign = await lockCampaign(tx, id, 'update');
      if (campaign === undefined) throw notFound(CAMPAIGN_NOT_FOUND);
      if (campaign.isActive !== isActive) {
        await setCampaignActive(tx, id, isActive);
        await recordAudit(tx, {
          actorId: adminId,
          action: isActive ? 'campaign.activate' : 'campaign.deactivate',
          objectType: 'campaign',
          objectId: id,
          before: { is_active: campaign.isActive },
          after: { is_active: isActive },
        });
      }
      const updated = await findCampaign(tx, id);
      if (updated === undefined) throw notFound(CAMPAIGN_NOT_FOUND);
      return updated;
    });
  }

  return {
    listFor,
    listAll: (search, page) => listCampaigns(db, search, page),
    detailFor,
    create,
    remove,
    setActive,
  };
}
