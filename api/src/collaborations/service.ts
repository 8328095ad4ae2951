import {
  transitionOf,
  type CollaborationEvent,
} from '@portal/shared/contract/collaboration-transitions';
import type {
  Collaboration,
  CollaborationStatus,
  Delivery,
  DeliveryLink,
  Dispute,
} from '@portal/shared/contract/collaborations';
import type { CurrentUser } from '../auth/authenticate';
import type { Clock } from '../clock';
import type { Database, Queryable, Transaction } from '../db/client';
import {
  answerLatestDelivery,
  claimDueRelease,
  dueReleases,
  findCollaborationRecord,
  findDisputeOf,
  insertDelivery,
  insertDispute,
  lockEscrow,
  updateEscrow,
  type CollaborationRecord,
  type CollaborationRow,
} from '../db/queries/collaborations';
import { latestDraft } from '../db/queries/drafts';
import { conflict, notFound, type HttpError } from '../http/errors';
import { adminLink, collaborationLink, notify, notifyAdmins } from '../notifications/notify';
import { askForRefundWallet } from '../refunds/wallet-request';
import type { PendingEvents, TransactionWithEvents } from '../realtime/after-commit';
import { announceState, settleEscrow } from './escrow';
import { cancellableFrom, collaborationView, toDelivery, type EscrowSettings } from './view';

export const COLLABORATION_NOT_FOUND = 'Collaboration not found.';
export const NOT_PAID_YET = "The brand's payment has not been confirmed yet.";
export const IN_DISPUTE = 'This collaboration is in dispute. An admin will decide it.';
export const ENDED = 'This collaboration has ended.';
export const AWAITING_ANSWER = "The delivery is waiting for the brand's answer.";
export const NOTHING_DELIVERED = 'Nothing has been delivered yet.';
export const CHANGES_PENDING = 'Changes were requested. Wait for the new delivery.';
export const NO_ROUNDS_LEFT =
  'You have used all your change requests. Approve the work or open a dispute.';
export const NOTHING_TO_RETURN = 'The brand has not paid yet, so there is no money to return.';
export const ONLY_UNDELIVERED = 'Only a collaboration with nothing delivered can be cancelled.';
export const TOO_EARLY_TO_CANCEL =
  'You can cancel 7 days after the campaign deadline (21 days after your payment when there is no deadline).';
export const DRAFT_WAITING = "Your draft is waiting for the brand's answer.";
export const DRAFT_CHANGES_REQUESTED =
  'The brand asked for changes to your draft. Submit a new draft first.';
export const RELEASED_WHEN_DUE =
  'The time to answer the delivery has passed, so the money was released to the influencer.';

/** The sentence of a 409 for an action the collaboration's state does not allow. */
export function stateConflict(
  escrow: Pick<CollaborationRow, 'status' | 'closedBy'>,
  otherwise: string,
): HttpError {
  const { status } = escrow;
  if (status === 'awaiting_payment') return conflict(NOT_PAID_YET);
  if (status === 'disputed') return conflict(IN_DISPUTE);
  if (status === 'released' && escrow.closedBy === 'auto') return conflict(RELEASED_WHEN_DUE);
  if (status === 'released' || status === 'refunded' || status === 'split') {
    return conflict(ENDED);
  }
  return conflict(otherwise);
}

/**
 * The state `event` leads the collaboration to, by the contract's table of transitions; a 409
 * when its state does not allow it, with `otherwise` when no state's own sentence says why.
 */
function allowedTo(
  escrow: Pick<CollaborationRow, 'status' | 'closedBy'>,
  event: CollaborationEvent,
  otherwise: string,
): CollaborationStatus {
  const transition = transitionOf(escrow.status, event);
  if (transition === undefined) throw stateConflict(escrow, otherwise);
  return transition.to;
}

/**
 * True when the delivery waiting for the brand's answer is past its auto-release time: from that
 * moment it is the influencer's, whether or not a runner has released it yet.
 */
function isDue(escrow: CollaborationRow, now: Date): boolean {
  return (
    transitionOf(escrow.status, 'auto_release') !== undefined &&
    escrow.autoReleaseAt !== null &&
    escrow.autoReleaseAt.getTime() <= now.getTime()
  );
}

/**
 * The collaboration of `record` when `user` is one of its parties (or an admin); 404 otherwise,
 * as for one that does not exist, so nobody learns of another's collaboration.
 */
export function visibleTo(
  user: CurrentUser,
  record: CollaborationRecord | undefined,
): CollaborationRecord {
  const party =
    record !== undefined &&
    (user.role === 'admin' ||
      (user.role === 'brand' && record.brandId === user.id) ||
      (user.role === 'influencer' && record.influencerId === user.id));
  if (record === undefined || !party || record.applicationStatus !== 'accepted') {
    throw notFound(COLLABORATION_NOT_FOUND);
  }
  return record;
}

/**
 * Why the latest draft keeps the influencer from publishing yet (see
 * docs/collaboration.md); undefined when nothing does (no draft, or the latest one approved).
 */
async function draftBlockingDelivery(
  db: Queryable,
  applicationId: number,
): Promise<string | undefined> {
  const latest = await latestDraft(db, applicationId);
  if (latest === undefined || latest.decision === 'approved') return undefined;
  return latest.decision === null ? DRAFT_WAITING : DRAFT_CHANGES_REQUESTED;
}

export interface DeliveryInput {
  links: DeliveryLink[];
  note: string;
}

export type DeliveryAnswer =
  { decision: 'approved'; reason: null } | { decision: 'changes_requested'; reason: string };

export interface CollaborationService {
  /** The collaboration for its brand, its influencer or an admin; 404 for anyone else. */
  view(user: CurrentUser, id: number): Promise<Collaboration>;
  deliver(influencer: CurrentUser, id: number, input: DeliveryInput): Promise<Delivery>;
  answerDelivery(brand: CurrentUser, id: number, answer: DeliveryAnswer): Promise<Collaboration>;
  openDispute(user: CurrentUser, id: number, reason: string): Promise<Dispute>;
  /** The influencer steps back: the escrow goes back to the brand. */
  stepBack(influencer: CurrentUser, id: number): Promise<Collaboration>;
  /** The brand cancels a collaboration nothing was delivered for, once the deadline allows. */
  cancel(brand: CurrentUser, id: number): Promise<Collaboration>;
  /** Releases every delivery whose auto-release time has passed; the number released. */
  releaseDue(): Promise<number>;
  /**
   * Releases the due deliveries of the collaborations `user` is a party to (every due one for an
   * admin), so that what their request reads or changes is as it stands at this moment; the
   * number released.
   */
  releaseDueFor(user: CurrentUser): Promise<number>;
}

/**
 * The collaboration's lifecycle for its two parties (see docs/money.md): deliveries, the brand's
 * answer, disputes, stepping back, cancelling, and the server's auto-release. Every transition runs
 * in one transaction holding the escrow row's lock, with its ledger entries, notifications and
 * events.
 */
export function createCollaborationService(
  db: Database,
  settings: EscrowSettings,
  transaction: TransactionWithEvents,
  clock: Clock,
): CollaborationService {
  const autoReleaseMs = settings.escrowAutoReleaseHours * 60 * 60 * 1000;

  /** The collaboration `user` is a party to (or any, for an admin); 404 otherwise. */
  async function recordFor(
    tx: Queryable,
    user: CurrentUser,
    id: number,
  ): Promise<CollaborationRecord> {
    return visibleTo(user, await findCollaborationRecord(tx, id));
  }

  interface Locked {
    record: CollaborationRecord;
    escrow: CollaborationRow;
  }

  /**
   * Runs a party's change of a funded collaboration in one transaction holding its escrow row's
   * lock (409 when it is not funded yet). A delivery past its auto-release time is released
   * instead, and the change refused once that release has committed: at the deadline the money
   * is the influencer's, even if no runner has come round to it yet.
   */
  async function transition<T>(
    user: CurrentUser,
    id: number,
    change: (tx: Transaction, events: PendingEvents, locked: Locked) => Promise<T>,
    awaitingPaymentSentence = NOT_PAID_YET,
  ): Promise<T> {
    const outcome = await transaction(async (tx, events) => {
      const record = await recordFor(tx, user, id);
      const escrow = await lockEscrow(tx, id);
      if (escrow === undefined) throw conflict(awaitingPaymentSentence);
      if (isDue(escrow, clock())) {
        await release(tx, events, record, escrow, true);
        return { releasedWhenDue: true } as const;
      }
      return {
        releasedWhenDue: false,
        value: await change(tx, events, { record, escrow }),
      } as const;
    });
    if (outcome.releasedWhenDue) throw conflict(RELEASED_WHEN_DUE);
    return outcome.value;
  }

  /** The collaboration as `user` sees it after their change, in its transaction. */
  async function viewIn(tx: Queryable, user: CurrentUser, id: number): Promise<Collaboration> {
    const record = await findCollaborationRecord(tx, id);
    if (record === undefined) throw new Error(`collaboration ${id} vanished in its transaction`);
    return collaborationView(tx, record, settings, { viewer: user, now: clock() });
  }

  async function release(
    tx: Transaction,
    events: PendingEvents,
    record: CollaborationRecord,
    escrow: CollaborationRow,
    auto: boolean,
  ): Promise<void> {
    const at = clock();
    await answerLatestDelivery(tx, escrow.applicationId, {
      decision: 'approved',
      reason: null,
      decidedAt: at,
      autoReleased: auto,
    });
    const settled = await settleEscrow(tx, escrow, {
      influencerPart: escrow.amount,
      cause: auto ? 'auto' : 'approved',
      at,
    });
    const common = { campaign: record.campaignTitle, amount: settled.influencerPart, auto };
    await notify(tx, events, {
      userId: record.influencerId,
      kind: 'collaboration_released',
      params: { to: 'influencer', brand: record.brandName, ...common },
      link: collaborationLink(record.id),
    });
    await notify(tx, events, {
      userId: record.brandId,
      kind: 'collaboration_released',
      params: { to: 'brand', influencer: record.influencerName, ...common },
      link: collaborationLink(record.id),
    });
    announceState(events, escrow, settled.status);
  }

  /**
   * Releases the collaboration `id` when its delivery is still waiting past its auto-release time,
   * after taking its escrow row's lock: whoever comes second (the runner, a read, a party's
   * change) finds it released and leaves it. True when this call released it.
   */
  async function releaseIfDue(
    tx: Transaction,
    events: PendingEvents,
    id: number,
  ): Promise<boolean> {
    const escrow = await lockEscrow(tx, id);
    if (escrow === undefined || !isDue(escrow, clock())) return false;
    const record = await findCollaborationRecord(tx, id);
    if (record === undefined) return false;
    await release(tx, events, record, escrow, true);
    return true;
  }

  async function refundAll(
    tx: Transaction,
    events: PendingEvents,
    record: CollaborationRecord,
    escrow: CollaborationRow,
    cause: 'withdrawn' | 'cancelled',
    by: string,
    tellUserId: number,
  ): Promise<void> {
    const settled = await settleEscrow(tx, escrow, { influencerPart: '0.00', cause, at: clock() });
    // Nothing paid to the influencer: the whole escrow waits as a refund.
    if (settled.refundId === null)
      throw new Error(`refunding ${escrow.applicationId} left no refund`);
    const params = { cause, campaign: record.campaignTitle, amount: settled.brandPart, by };
    await notify(tx, events, {
      userId: tellUserId,
      kind: 'collaboration_refunded',
      params: { ...params, to: 'party' },
      link: collaborationLink(record.id),
    });
    const admins = await notifyAdmins(tx, events, {
      kind: 'collaboration_refunded',
      params: { ...params, to: 'admin' },
      link: adminLink('refunds', settled.refundId),
    });
    await askForRefundWallet(tx, events, {
      brandId: record.brandId,
      campaign: record.campaignTitle,
      amount: settled.brandPart,
    });
    announceState(events, escrow, settled.status, admins);
  }

  return {
    async view(user, id) {
      return collaborationView(db, await recordFor(db, user, id), settings, {
        viewer: user,
        now: clock(),
      });
    },

    deliver(influencer, id, input) {
      return transition(influencer, id, async (tx, events, { record, escrow }) => {
        const status = allowedTo(escrow, 'deliver', AWAITING_ANSWER);
        const blocked = await draftBlockingDelivery(tx, id);
        if (blocked !== undefined) throw conflict(blocked);
        const at = clock();
        const delivery = await insertDelivery(tx, {
          applicationId: id,
          links: input.links,
          note: input.note,
          submittedAt: at,
        });
        await updateEscrow(tx, id, {
          status,
          autoReleaseAt: new Date(at.getTime() + autoReleaseMs),
        });
        await notify(tx, events, {
          userId: record.brandId,
          kind: 'delivery_submitted',
          params: { influencer: record.influencerName, campaign: record.campaignTitle },
          link: collaborationLink(id),
        });
        announceState(events, escrow, status);
        return toDelivery(delivery);
      });
    },

    answerDelivery(brand, id, answer) {
      return transition(brand, id, async (tx, events, { record, escrow }) => {
        const status = allowedTo(
          escrow,
          answer.decision === 'approved' ? 'approve' : 'request_changes',
          escrow.status === 'changes_requested' ? CHANGES_PENDING : NOTHING_DELIVERED,
        );
        if (answer.decision === 'approved') {
          await release(tx, events, record, escrow, false);
          return viewIn(tx, brand, id);
        }
        if (escrow.revisionsUsed >= settings.revisionRounds) throw conflict(NO_ROUNDS_LEFT);
        await answerLatestDelivery(tx, id, {
          decision: 'changes_requested',
          reason: answer.reason,
          decidedAt: clock(),
          autoReleased: false,
        });
        await updateEscrow(tx, id, {
          status,
          revisionsUsed: escrow.revisionsUsed + 1,
          autoReleaseAt: null,
        });
        await notify(tx, events, {
          userId: record.influencerId,
          kind: 'delivery_reviewed',
          params: {
            brand: record.brandName,
            campaign: record.campaignTitle,
            reason: answer.reason,
          },
          link: collaborationLink(id),
        });
        announceState(events, escrow, status);
        return viewIn(tx, brand, id);
      });
    },

    openDispute(user, id, reason) {
      return transition(user, id, async (tx, events, { record, escrow }) => {
        const status = allowedTo(escrow, 'dispute', ENDED);
        const opened = await insertDispute(tx, {
          applicationId: id,
          openedBy: user.id,
          reason,
          statusBefore: escrow.status,
          openedAt: clock(),
        });
        // Timers stop while an admin decides.
        await updateEscrow(tx, id, { status, autoReleaseAt: null });
        const otherParty = user.id === record.brandId ? record.influencerId : record.brandId;
        const params = { by: user.username, campaign: record.campaignTitle };
        await notify(tx, events, {
          userId: otherParty,
          kind: 'dispute_opened',
          params: { ...params, to: 'party' },
          link: collaborationLink(id),
        });
        const admins = await notifyAdmins(tx, events, {
          kind: 'dispute_opened',
          params: { ...params, to: 'admin' },
          link: adminLink('disputes', opened.id),
        });
        announceState(events, escrow, status, admins);
        const dispute = await findDisputeOf(tx, id);
        if (dispute === undefined) throw new Error(`dispute of ${id} vanished in its transaction`);
        return dispute;
      });
    },

    stepBack(influencer, id) {
      return transition(
        influencer,
        id,
        async (tx, events, { record, escrow }) => {
          allowedTo(escrow, 'step_back', ENDED);
          await refundAll(
            tx,
            events,
            record,
            escrow,
            'withdrawn',
            record.influencerName,
            record.brandId,
          );
          return viewIn(tx, influencer, id);
        },
        NOTHING_TO_RETURN,
      );
    },

    cancel(brand, id) {
      return transition(brand, id, async (tx, events, { record, escrow }) => {
        allowedTo(escrow, 'cancel', ONLY_UNDELIVERED);
        if (clock() < cancellableFrom(record.campaignDeadline, escrow.fundedAt)) {
          throw conflict(TOO_EARLY_TO_CANCEL);
        }
        await refundAll(
          tx,
          events,
          record,
          escrow,
          'cancelled',
          record.brandName,
          record.influencerId,
        );
        return viewIn(tx, brand, id);
      });
    },

    async releaseDue() {
      let released = 0;
      for (;;) {
        const done = await transaction(async (tx, events) => {
          const id = await claimDueRelease(tx, clock());
          if (id === undefined) return false;
          if (await releaseIfDue(tx, events, id)) released += 1;
          return true;
        });
        if (!done) return released;
      }
    },

    async releaseDueFor(user) {
      const ids = await dueReleases(db, clock(), user.role === 'admin' ? undefined : user.id);
      let released = 0;
      // One transaction each, as the runner does, so a read never holds two escrow locks at once.
      for (const id of ids) {
        if (await transaction((tx, events) => releaseIfDue(tx, events, id))) released += 1;
      }
      return released;
    },
  };
}
