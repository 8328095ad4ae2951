import type { NewOffer, Offer } from '@portal/shared/contract/offers';
import { todayInDhaka } from '@portal/shared/dates';
import { afterFee, feeAtPercent } from '@portal/shared/money';
import { ALREADY_APPLIED, DEADLINE_PASSED } from '../applications/service';
import type { CurrentUser } from '../auth/authenticate';
import { CAMPAIGN_NOT_FOUND, PAST_DEADLINE } from '../campaigns/service';
import type { Clock } from '../clock';
import { beginCollaboration, insertPrivateCampaign } from '../collaborations/begin';
import type { AppConfig } from '../config';
import type { Database, Transaction } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { hasApplied } from '../db/queries/applications';
import { lockCampaign } from '../db/queries/campaigns';
import type { KeysetPage } from '../db/queries/keyset-page';
import {
  expirePendingOffers,
  findOffer,
  hasPendingOffer,
  insertOffer,
  listOffers,
  lockOffer,
  updateOffer,
  type OfferRow,
  type OfferViewRow,
} from '../db/queries/offers';
import { findUserById } from '../db/queries/users';
import { badRequest, conflict, notFound } from '../http/errors';
import { collaborationLink, notify } from '../notifications/notify';
import type { TransactionWithEvents } from '../realtime/after-commit';

export const OFFER_NOT_FOUND = 'Offer not found.';
export const INFLUENCER_NOT_AVAILABLE = 'Choose an active influencer to send the offer to.';
export const OFFER_TO_SELF = 'You cannot send an offer to yourself.';
export const CAMPAIGN_NOT_OPEN = 'This campaign is not active, so no offer can be made for it.';
export const ALREADY_OFFERED =
  'You have already sent this influencer an offer for this campaign that is still pending.';
export const INFLUENCER_ALREADY_APPLIED = 'This influencer has already applied to this campaign.';
export const OFFER_NOT_PENDING = 'This offer is no longer pending.';
export const OFFER_EXPIRED = 'This offer has expired.';
export const OFFER_UNAVAILABLE = 'This offer can no longer be accepted.';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface OfferDecision {
  decision: 'accepted' | 'declined';
  reason?: string;
}

export interface OfferService {
  /** A brand's sent offers or an influencer's received ones, newest first. */
  listFor(user: CurrentUser, page: KeysetPage): Promise<Offer[]>;
  send(brand: CurrentUser, input: NewOffer): Promise<Offer>;
  /** The influencer it was sent to accepts (the collaboration begins) or declines it. */
  decide(influencer: CurrentUser, id: number, answer: OfferDecision): Promise<Offer>;
  /** The brand takes back its pending offer. */
  withdraw(brand: CurrentUser, id: number): Promise<Offer>;
}

/** The offer as both parties see it, expired once its time ran out (see docs/collaboration.md). */
function toOffer(row: OfferViewRow, now: Date, feePercent: number): Offer {
  const fee = feeAtPercent(row.amount, feePercent);
  const brief =
    row.briefTitle === null
      ? null
      : {
          title: row.briefTitle,
          deliverables: row.briefDeliverables ?? [],
          deadline: row.briefDeadline,
        };
  return {
    id: row.id,
    brand: row.brandId,
    brand_name: row.brandName,
    influencer: row.influencerId,
    influencer_name: row.influencerName,
    campaign: row.campaignId,
    title: brief?.title ?? row.campaignTitle ?? '',
    brief,
    amount: row.amount,
    platform_fee: fee,
    influencer_receives: afterFee(row.amount, fee),
    note: row.note,
    status: row.status === 'pending' && row.expiresAt <= now ? 'expired' : row.status,
    reason: row.reason,
    application_id: row.applicationId,
    expires_at: row.expiresAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

export function createOfferService(
  db: Database,
  config: Pick<AppConfig, 'platformFeePercent' | 'offerExpiryDays'>,
  transaction: TransactionWithEvents,
  clock: Clock,
): OfferService {
  const view = (row: OfferViewRow) => toOffer(row, clock(), config.platformFeePercent);

  async function viewOf(tx: Transaction, id: number): Promise<Offer> {
    const row = await findOffer(tx, id);
    if (row === undefined) throw new Error(`offer ${id} vanished in its transaction`);
    return view(row);
  }

  /** The influencer the brand may send an offer to: an active influencer other than itself. */
  async function checkRecipient(tx: Transaction, brand: CurrentUser, id: number) {
    if (id === brand.id) throw badRequest({ influencer: [OFFER_TO_SELF] }, OFFER_TO_SELF);
    const user = await findUserById(tx, id);
    if (user === undefined || user.role !== 'influencer' || !user.isActive) {
      throw badRequest({ influencer: [INFLUENCER_NOT_AVAILABLE] }, INFLUENCER_NOT_AVAILABLE);
    }
  }

  /** The brand's own active campaign, with no pending offer or application of the influencer. */
  async function checkCampaign(
    tx: Transaction,
    brand: CurrentUser,
    campaignId: number,
    influencerId: number,
  ) {
    const campaign = await lockCampaign(tx, campaignId, 'no key update');
    if (campaign === undefined || campaign.brandId !== brand.id || campaign.isPrivate) {
      throw notFound(CAMPAIGN_NOT_FOUND);
    }
    if (!campaign.isActive) throw conflict(CAMPAIGN_NOT_OPEN);
    if (campaign.deadline !== null && campaign.deadline < todayInDhaka(clock())) {
      throw conflict(DEADLINE_PASSED);
    }
    if (await hasApplied(tx, campaignId, influencerId)) throw conflict(INFLUENCER_ALREADY_APPLIED);
    await expirePendingOffers(tx, campaignId, influencerId, clock());
    if (await hasPendingOffer(tx, campaignId, influencerId)) throw conflict(ALREADY_OFFERED);
  }

  async function send(brand: CurrentUser, input: NewOffer): Promise<Offer> {
    const now = clock();
    const { brief } = input;
    if (brief?.deadline != null && brief.deadline < todayInDhaka(now)) {
      throw badRequest({ 'brief.deadline': [PAST_DEADLINE] });
    }
    try {
      return await transaction(async (tx, events) => {
        await checkRecipient(tx, brand, input.influencer);
        if (input.campaign !== undefined) {
          await checkCampaign(tx, brand, input.campaign, input.influencer);
        }
        const row = await insertOffer(tx, {
          brandId: brand.id,
          influencerId: input.influencer,
          campaignId: input.campaign ?? null,
          briefTitle: brief?.title ?? null,
          briefDeliverables: brief?.deliverables ?? null,
          briefDeadline: brief?.deadline ?? null,
          amount: input.amount,
          note: input.note ?? '',
          createdAt: now,
          expiresAt: new Date(now.getTime() + config.offerExpiryDays * DAY_MS),
        });
        const offer = await viewOf(tx, row.id);
        await notify(tx, events, {
          userId: input.influencer,
          kind: 'offer_received',
          params: { brand: brand.username, title: offer.title, amount: offer.amount },
          link: '/offers',
        });
        return offer;
      });
    } catch (error) {
      // Two offers at once both pass the check: the unique index keeps one.
      if (isUniqueViolation(error, 'offers_pending_campaign_influencer_key')) {
        throw conflict(ALREADY_OFFERED);
      }
      throw error;
    }
  }

  /** The offer, locked, if it was sent to or by `user` (404 otherwise), while it is pending. */
  async function lockPending(
    tx: Transaction,
    user: CurrentUser,
    id: number,
    party: 'brandId' | 'influencerId',
  ): Promise<OfferRow> {
    const offer = await lockOffer(tx, id);
    if (offer === undefined || offer[party] !== user.id) throw notFound(OFFER_NOT_FOUND);
    if (offer.status !== 'pending') throw conflict(OFFER_NOT_PENDING);
    if (offer.expiresAt <= clock()) throw conflict(OFFER_EXPIRED);
    return offer;
  }

  /**
   * The campaign the collaboration belongs to: the offer's own campaign, still open to it, or for
   * a private brief a new private campaign with the brief's title, the offer's amount as its
   * budget and its deadline (see docs/collaboration.md).
   */
  async function campaignOfAccepted(tx: Transaction, offer: OfferRow): Promise<number> {
    if (offer.campaignId !== null) {
      const campaign = await lockCampaign(tx, offer.campaignId, 'no key update');
      if (campaign === undefined || !campaign.isActive || !campaign.brandIsActive) {
        throw conflict(OFFER_UNAVAILABLE);
      }
      if (await hasApplied(tx, campaign.id, offer.influencerId)) throw conflict(ALREADY_APPLIED);
      return campaign.id;
    }
    const brand = await findUserById(tx, offer.brandId);
    if (brand === undefined || !brand.isActive) throw conflict(OFFER_UNAVAILABLE);
    return insertPrivateCampaign(tx, offer.brandId, {
      title: offer.briefTitle ?? '',
      description: offer.note === '' ? (offer.briefTitle ?? '') : offer.note,
      budget: offer.amount,
      category: 'other',
      deadline: offer.briefDeadline,
      deliverables: offer.briefDeliverables ?? [],
    });
  }

  async function decide(
    influencer: CurrentUser,
    id: number,
    { decision, reason }: OfferDecision,
  ): Promise<Offer> {
    return transaction(async (tx, events) => {
      const offer = await lockPending(tx, influencer, id, 'influencerId');
      let applicationId: number | null = null;
      if (decision === 'accepted') {
        applicationId = await beginCollaboration(tx, {
          campaignId: await campaignOfAccepted(tx, offer),
          brandId: offer.brandId,
          influencerId: offer.influencerId,
          proposal: offer.note,
          fee: offer.amount,
          origin: 'offer',
          at: clock(),
        });
      }
      await updateOffer(tx, id, {
        status: decision,
        reason: decision === 'declined' && reason ? reason : null,
        applicationId,
        decidedAt: clock(),
      });
      const answered = await viewOf(tx, id);
      await notify(tx, events, {
        userId: offer.brandId,
        kind: 'offer_decided',
        params: { influencer: influencer.username, title: answered.title, decision },
        link: applicationId === null ? '/offers' : collaborationLink(applicationId),
      });
      return answered;
    });
  }

  async function withdraw(brand: CurrentUser, id: number): Promise<Offer> {
    return transaction(async (tx) => {
      await lockPending(tx, brand, id, 'brandId');
      await updateOffer(tx, id, { status: 'withdrawn', decidedAt: clock() });
      return viewOf(tx, id);
    });
  }

  return {
    async listFor(user, page) {
      const filter = user.role === 'brand' ? { brandId: user.id } : { influencerId: user.id };
      return (await listOffers(db, filter, page)).map(view);
    },
    send,
    decide,
    withdraw,
  };
}
