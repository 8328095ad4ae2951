import type { Application } from '@portal/shared/contract/applications';
import { closureOf } from '@portal/shared/contract/campaigns';
import type { CurrentUser } from '../auth/authenticate';
import { todayInDhaka } from '@portal/shared/dates';
import { CAMPAIGN_NOT_FOUND } from '../campaigns/service';
import type { Database, Transaction } from '../db/client';
import {
  findApplication,
  hasApplied,
  insertApplication,
  listApplications,
  lockApplication,
  setApplicationStatus,
  type ApplicationFilter,
} from '../db/queries/applications';
import { acceptedApplicationsOf, lockCampaign } from '../db/queries/campaigns';
import type { KeysetPage } from '../db/queries/keyset-page';
import { isUniqueViolation } from '../db/errors';
import { conflict, notFound } from '../http/errors';
import { notify } from '../notifications/notify';
import type { TransactionWithEvents } from '../realtime/after-commit';

export const ALREADY_APPLIED = 'You have already applied to this campaign.';
export const DEADLINE_PASSED = 'The deadline for this campaign has passed.';
export const CAMPAIGN_CLOSED = 'This campaign is closed to new applications.';
export const APPLICATION_DECIDED = 'This application has already been decided.';
const CAMPAIGN_INACTIVE = 'This campaign has been deactivated, so no application can be accepted.';
const APPLICATION_NOT_FOUND = 'Application not found.';

export interface NewApplicationInput {
  campaign: number;
  proposal: string;
  /** Normalised by the contract: a string with two decimals, or null. */
  expected_fee: string | null;
}

/** What a caller looks for among the applications they may see. */
export type ApplicationSearch = Pick<ApplicationFilter, 'acceptedOnly' | 'campaignId' | 'status'>;

export interface ApplicationService {
  /** Applications to a brand's campaigns, an influencer's own, or all for an admin. */
  listFor(user: CurrentUser, search: ApplicationSearch, page: KeysetPage): Promise<Application[]>;
  apply(influencer: CurrentUser, input: NewApplicationInput): Promise<Application>;
  /** The owning brand accepts or rejects a pending application; 404 for anyone else's. */
  decide(brandId: number, id: number, status: 'accepted' | 'rejected'): Promise<Application>;
}

function visibleTo(user: CurrentUser): ApplicationFilter {
  if (user.role === 'brand') return { brandId: user.id };
  if (user.role === 'influencer') return { influencerId: user.id };
  return {};
}

async function viewOf(tx: Transaction, id: number): Promise<Application> {
  const application = await findApplication(tx, id);
  if (application === undefined) throw new Error(`application ${id} vanished in its transaction`);
  return application;
}

export function createApplicationService(
  db: Database,
  transaction: TransactionWithEvents,
): ApplicationService {
  async function apply(influencer: CurrentUser, input: NewApplicationInput): Promise<Application> {
    try {
      return await transaction(async (tx, events) => {
        // The lock the kept applications count takes anyway (FOR NO KEY UPDATE, migration 0019),
        // taken first: applications to one campaign queue here instead of each holding a share
        // lock the other's count update waits for (a deadlock on PostgreSQL), and the campaign
        // cannot be deleted or deactivated while one is being written.
        const campaign = await lockCampaign(tx, input.campaign, 'no key update');
        // An influencer never sees a deactivated campaign (or one of a deactivated brand), nor a
        // private brief's: it answers like a missing one, so its existence does not show.
        if (
          campaign === undefined ||
          !campaign.isActive ||
          !campaign.brandIsActive ||
          campaign.isPrivate
        ) {
          throw notFound(CAMPAIGN_NOT_FOUND);
        }
        if (await hasApplied(tx, campaign.id, influencer.id)) throw conflict(ALREADY_APPLIED);
        const closure = closureOf(
          {
            open: campaign.isOpen,
            deadline: campaign.deadline,
            influencersWanted: campaign.influencersWanted,
            acceptedCount: await acceptedApplicationsOf(tx, campaign.id),
          },
          todayInDhaka(),
        );
        if (closure === 'deadline') throw conflict(DEADLINE_PASSED);
        if (closure !== null) throw conflict(CAMPAIGN_CLOSED);
        const row = await insertApplication(tx, {
          campaignId: campaign.id,
          brandId: campaign.brandId,
          influencerId: influencer.id,
          proposal: input.proposal,
          expectedFee: input.expected_fee,
        });
        await notify(tx, events, {
          userId: campaign.brandId,
          kind: 'application_received',
          params: { influencer: influencer.username, campaign: campaign.title },
          link: '/applications',
        });
        return viewOf(tx, row.id);
      });
    } catch (error) {
      // Two submissions at once both pass the check: the unique index keeps one.
      if (isUniqueViolation(error, 'applications_campaign_influencer_key')) {
        throw conflict(ALREADY_APPLIED);
      }
      throw error;
    }
  }

  async function decide(
    brandId: number,
    id: number,
    status: 'accepted' | 'rejected',
  ): Promise<Application> {
    return transaction(async (tx, events) => {
      const application = await lockApplication(tx, id);
      if (application === undefined || application.brandId !== brandId) {
        throw notFound(APPLICATION_NOT_FOUND);
      }
      if (application.status !== 'pending') throw conflict(APPLICATION_DECIDED);
      if (status === 'accepted' && !application.campaignIsActive) {
        throw conflict(CAMPAIGN_INACTIVE);
      }
      await setApplicationStatus(tx, id, status);
      await notify(tx, events, {
        userId: application.influencerId,
        kind: 'application_decided',
        params: { campaign: application.campaignTitle, status },
        link: '/applications',
      });
      return viewOf(tx, id);
    });
  }

  return {
    // The caller's own scope is spread last, so no search can widen it.
    listFor: (user, search, page) => listApplications(db, { ...search, ...visibleTo(user) }, page),
    apply,
    decide,
  };
}
