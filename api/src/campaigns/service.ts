import { closureOf, type Campaign } from '@portal/shared/contract/campaigns';
import type { Category } from '@portal/shared/contract/common';
import type { Deliverable } from '@portal/shared/contract/deliverables';
import { recordAudit } from '../audit/audit-log';
import type { CurrentUser } from '../auth/authenticate';
import type { Database, Transaction } from '../db/client';
import {
  acceptedApplicationsOf,
  deleteCampaign,
  findCampaign,
  insertCampaign,
  listCampaigns,
  lockApplicationsOfCampaign,
  lockCampaign,
  paymentsOfCampaign,
  setCampaignActive,
  updateCampaign,
  type CampaignFilter,
  type CampaignRow,
} from '../db/queries/campaigns';
import type { KeysetPage } from '../db/queries/keyset-page';
import { badRequest, conflict, notFound } from '../http/errors';
import { todayInDhaka } from '@portal/shared/dates';

export const CAMPAIGN_NOT_FOUND = 'Campaign not found.';
export const PAST_DEADLINE = 'The deadline cannot be in the past.';
const HAS_OPEN_PAYMENT = 'This campaign has a pending or confirmed payment and cannot be deleted.';
const HAS_PAYMENT_RECORD = 'This campaign has payment records and cannot be deleted.';
const BUDGET_AFTER_ACCEPTANCE =
  'The budget cannot change once an application to this campaign has been accepted.';
const FEWER_THAN_ACCEPTED =
  'Influencers wanted cannot be fewer than the influencers already accepted.';
const REOPEN_PAST_DEADLINE =
  "This campaign's deadline has passed: set a later deadline to reopen it.";
const REOPEN_FULL =
  'This campaign has as many influencers as it wants: raise the number wanted to reopen it.';

export interface NewCampaignInput {
  title: string;
  description: string;
  /** Normalised by the contract: a string with two decimals. */
  budget: string;
  category: Category;
  deadline: string | null;
  influencers_wanted: number | null;
  deliverables: Deliverable[];
}

/** A brand's change to its campaign; a field left undefined stays as it is. */
export interface CampaignChanges {
  title?: string;
  description?: string;
  budget?: string;
  deadline?: string | null;
  deliverables?: Deliverable[];
  /** null for no limit. */
  influencers_wanted?: number | null;
  is_open?: boolean;
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
  /**
   * The owning brand changes its campaign (docs/campaigns.md); 404 for anyone else's, 409 when the
   * campaign's state refuses the change.
   */
  update(brandId: number, id: number, changes: CampaignChanges): Promise<Campaign>;
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
        influencersWanted: input.influencers_wanted,
        deliverables: input.deliverables,
      });
      const campaign = await findCampaign(tx, row.id);
      if (campaign === undefined) throw new Error('the new campaign is missing');
      return campaign;
    });
  }

  /** The brand's own campaign, locked for a change until the transaction ends; 404 otherwise. */
  async function lockOwnCampaign(tx: Transaction, brandId: number, id: number) {
    const campaign = await lockCampaign(tx, id, 'update');
    if (campaign === undefined || campaign.brandId !== brandId) {
      throw notFound(CAMPAIGN_NOT_FOUND);
    }
    return campaign;
  }

  /** The 409 of a change the campaign's state refuses, if any (docs/campaigns.md). */
  function refusalOf(
    campaign: CampaignRow,
    changes: CampaignChanges,
    acceptedCount: number,
  ): string | undefined {
    if (changes.budget !== undefined && changes.budget !== campaign.budget && acceptedCount > 0) {
      return BUDGET_AFTER_ACCEPTANCE;
    }
    const influencersWanted =
      changes.influencers_wanted === undefined
        ? campaign.influencersWanted
        : changes.influencers_wanted;
    if (changes.influencers_wanted != null && changes.influencers_wanted < acceptedCount) {
      return FEWER_THAN_ACCEPTED;
    }
    if (changes.is_open !== true) return undefined;
    const closure = closureOf(
      {
        open: true,
        deadline: changes.deadline === undefined ? campaign.deadline : changes.deadline,
        influencersWanted,
        acceptedCount,
      },
      todayInDhaka(),
    );
    if (closure === 'deadline') return REOPEN_PAST_DEADLINE;
    if (closure === 'full') return REOPEN_FULL;
    return undefined;
  }

  async function update(brandId: number, id: number, changes: CampaignChanges): Promise<Campaign> {
    return db.transaction(async (tx) => {
      // New applications to the campaign wait for this lock (they take it before writing).
      const campaign = await lockOwnCampaign(tx, brandId, id);
      // A deadline kept as it was stays valid even once past: only a new one must be today or later.
      if (
        changes.deadline != null &&
        changes.deadline !== campaign.deadline &&
        changes.deadline < todayInDhaka()
      ) {
        throw badRequest({ deadline: [PAST_DEADLINE] });
      }
      const refusal = refusalOf(campaign, changes, await acceptedApplicationsOf(tx, id));
      if (refusal !== undefined) throw conflict(refusal);
      await updateCampaign(tx, id, {
        title: changes.title,
        description: changes.description,
        budget: changes.budget,
        deadline: changes.deadline,
        deliverables: changes.deliverables,
        influencersWanted: changes.influencers_wanted,
        isOpen: changes.is_open,
      });
      const updated = await findCampaign(tx, id);
      if (updated === undefined) throw notFound(CAMPAIGN_NOT_FOUND);
      return updated;
    });
  }

  async function remove(brandId: number, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      await lockOwnCampaign(tx, brandId, id);
      // Payments are submitted under a lock on their application: taking those locks first means
      // a payment either committed before this check or waits and then finds no application.
      await lockApplicationsOfCampaign(tx, id);
      const recorded = await paymentsOfCampaign(tx, id);
      if (recorded.open > 0) throw conflict(HAS_OPEN_PAYMENT);
      if (recorded.rejected > 0 || recorded.unmatched > 0) throw conflict(HAS_PAYMENT_RECORD);
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
    update,
    remove,
    setActive,
  };
}
