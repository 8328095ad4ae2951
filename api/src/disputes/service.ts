import { mayCause } from '@portal/shared/contract/collaboration-transitions';
import type { DisputeCase, DisputeOutcome, Dispute } from '@portal/shared/contract/collaborations';
import type { CurrentUser } from '../auth/authenticate';
import type { Message } from '@portal/shared/contract/messages';
import { fromPaisa, toPaisa } from '@portal/shared/money';
import { recordAudit } from '../audit/audit-log';
import type { Clock } from '../clock';
import { announceState, settleEscrow } from '../collaborations/escrow';
import { collaborationView, type EscrowSettings } from '../collaborations/view';
import type { Database, Queryable, Transaction } from '../db/client';
import {
  agreeToCancelRow,
  decideDisputeRow,
  findCollaborationRecord,
  findDispute,
  insertDisputeStatement,
  listDisputes,
  lockDispute,
  lockEscrow,
  type CollaborationRecord,
  type DisputeRow,
} from '../db/queries/collaborations';
import type { KeysetPage } from '../db/queries/keyset-page';
import { activeAdminIds } from '../db/queries/users';
import { listMessages } from '../db/queries/messages';
import { decidePending, readBack } from '../decisions/decide-pending';
import { badRequest, conflict, notFound } from '../http/errors';
import { toMessage } from '../messages/service';
import { adminLink, collaborationLink, notify, notifyAdmins } from '../notifications/notify';
import { askForRefundWallet } from '../refunds/wallet-request';
import type { PendingEvents, TransactionWithEvents } from '../realtime/after-commit';

export const DISPUTE_NOT_FOUND = 'Dispute not found.';
export const DISPUTE_DECIDED = 'This dispute has already been decided.';
/** The decision reason of a dispute both parties agreed to cancel. */
export const AGREED_TO_CANCEL = 'Both sides agreed to cancel.';

export interface DisputeDecision {
  outcome: DisputeOutcome;
  /** For a split: what the influencer receives before the fee (two decimals). */
  influencerAmount: string | null;
  reason: string;
}

/** What a party adds to their case: text and links, as the contract has checked them. */
export interface DisputeStatementInput {
  text: string;
  links: string[];
}

export interface DisputeService {
  list(filter: { open?: boolean }, page: KeysetPage): Promise<DisputeCase[]>;
  /** The pair's messages, newest first; the reading is written to the audit log. */
  messages(adminId: number, disputeId: number, page: KeysetPage): Promise<Message[]>;
  decide(adminId: number, disputeId: number, decision: DisputeDecision): Promise<Dispute>;
  /**
   * A party of the collaboration adds to their case while the dispute is open; the other party
   * is told. 404 for anyone else, as for a dispute that does not exist.
   */
  addStatement(
    user: CurrentUser,
    disputeId: number,
    input: DisputeStatementInput,
  ): Promise<Dispute>;
  /**
   * A party agrees to cancel the disputed collaboration; once both have, the whole escrow goes
   * back to the brand as a refund and the dispute is over with no admin decision.
   */
  agreeToCancel(user: CurrentUser, disputeId: number): Promise<Dispute>;
}

/**
 * Tells the admins that the brand's part of a settled dispute waits for their transfer (the refund
 * `refundId`); answers who was told.
 */
function tellRefundPending(
  tx: Transaction,
  events: PendingEvents,
  record: CollaborationRecord,
  refundId: number,
  amount: string,
): Promise<number[]> {
  return notifyAdmins(tx, events, {
    kind: 'refund_pending',
    params: { brand: record.brandName, amount, campaign: record.campaignTitle },
    link: adminLink('refunds', refundId),
  });
}

/**
 * Locks the dispute `disputeId` for one of its collaboration's parties, with the collaboration:
 * 404 for anyone else, as for a dispute that does not exist.
 */
async function lockAsParty(tx: Transaction, user: CurrentUser, disputeId: number) {
  const locked = await lockDispute(tx, disputeId);
  if (locked === undefined) throw notFound(DISPUTE_NOT_FOUND);
  const record = await findCollaborationRecord(tx, locked.applicationId);
  if (record === undefined || ![record.brandId, record.influencerId].includes(user.id)) {
    throw notFound(DISPUTE_NOT_FOUND);
  }
  return { locked, record };
}

/** What the audit log keeps of a dispute before and after the decision. */
function auditState(dispute: DisputeRow): Record<string, unknown> {
  return {
    outcome: dispute.outcome,
    influencer_amount: dispute.influencerAmount,
    brand_amount: dispute.brandAmount,
    reason: dispute.decisionReason,
    decided_at: dispute.decidedAt?.toISOString() ?? null,
  };
}

/** The admin's dispute queue and decisions (see docs/money.md). */
export function createDisputeService(
  db: Database,
  settings: EscrowSettings,
  transaction: TransactionWithEvents,
  clock: Clock,
): DisputeService {
  async function caseOf(tx: Queryable, dispute: Dispute): Promise<DisputeCase> {
    const record = await findCollaborationRecord(tx, dispute.application_id);
    if (record === undefined) throw new Error(`dispute ${dispute.id} has no collaboration`);
    return { ...dispute, collaboration: await collaborationView(tx, record, settings) };
  }

  return {
    async list(filter, page) {
      const disputes = await listDisputes(db, filter, page);
      return Promise.all(disputes.map((dispute) => caseOf(db, dispute)));
    },

    messages(adminId, disputeId, page) {
      return transaction(async (tx) => {
        const dispute = await findDispute(tx, disputeId);
        if (dispute === undefined) throw notFound(DISPUTE_NOT_FOUND);
        const record = await findCollaborationRecord(tx, dispute.application_id);
        if (record === undefined) throw notFound(DISPUTE_NOT_FOUND);
        const rows = await listMessages(tx, record.brandId, record.influencerId, page);
        await recordAudit(tx, {
          actorId: adminId,
          action: 'dispute.read_messages',
          objectType: 'dispute',
          objectId: disputeId,
          before: {},
          after: { brand: record.brandName, influencer: record.influencerName },
        });
        return rows.map(toMessage);
      });
    },

    addStatement(user, disputeId, input) {
      return transaction(async (tx, events) => {
        // The lock orders a statement against the decision: none is added after it.
        const { locked, record } = await lockAsParty(tx, user, disputeId);
        if (locked.outcome !== null) throw conflict(DISPUTE_DECIDED);
        await insertDisputeStatement(tx, {
          disputeId,
          authorId: user.id,
          text: input.text,
          links: input.links,
          createdAt: clock(),
        });
        await notify(tx, events, {
          userId: user.id === record.brandId ? record.influencerId : record.brandId,
          kind: 'dispute_statement_added',
          params: { by: user.username, campaign: record.campaignTitle },
          link: collaborationLink(record.id),
        });
        return readBack(tx, 'dispute', disputeId, findDispute);
      });
    },

    agreeToCancel(user, disputeId) {
      return transaction(async (tx, events) => {
        // The dispute's lock orders the two parties' agreements and the admin's decision.
        const { locked, record } = await lockAsParty(tx, user, disputeId);
        const party = user.id === record.brandId ? 'brand' : 'influencer';
        const escrow = await lockEscrow(tx, locked.applicationId);
        if (
          locked.outcome !== null ||
          escrow === undefined ||
          !mayCause(party, escrow.status, 'agree_cancel')
        ) {
          throw conflict(DISPUTE_DECIDED);
        }
        const at = clock();
        const agreed = await agreeToCancelRow(tx, disputeId, party, at);
        const done =
          agreed.brandAgreedCancelAt !== null && agreed.influencerAgreedCancelAt !== null;
        const other = party === 'brand' ? record.influencerId : record.brandId;
        const told = { by: user.username, campaign: record.campaignTitle, amount: escrow.amount };
        if (!done) {
          await notify(tx, events, {
            userId: other,
            kind: 'dispute_cancel_agreed',
            params: { ...told, done: false },
            link: collaborationLink(record.id),
          });
          return readBack(tx, 'dispute', disputeId, findDispute);
        }
        const settled = await settleEscrow(tx, escrow, {
          influencerPart: '0.00',
          cause: 'dispute',
          at,
        });
        await decideDisputeRow(tx, disputeId, {
          outcome: 'refund',
          influencerAmount: settled.influencerPart,
          brandAmount: settled.brandPart,
          decisionReason: AGREED_TO_CANCEL,
          decidedAt: at,
          decidedBy: null,
        });
        await notify(tx, events, {
          userId: other,
          kind: 'dispute_cancel_agreed',
          params: { ...told, amount: settled.brandPart, done: true },
          link: collaborationLink(record.id),
        });
        if (settled.refundId === null) throw new Error(`cancelling ${record.id} left no refund`);
        const admins = await tellRefundPending(
          tx,
          events,
          record,
          settled.refundId,
          settled.brandPart,
        );
        announceState(events, escrow, settled.status, admins);
        return readBack(tx, 'dispute', disputeId, findDispute);
      });
    },

    decide(adminId, disputeId, decision) {
      return decidePending(transaction, adminId, disputeId, {
        objectType: 'dispute',
        action: 'dispute.decide',
        lock: lockDispute,
        notFound: DISPUTE_NOT_FOUND,
        conflict: (dispute) => (dispute.outcome === null ? undefined : DISPUTE_DECIDED),
        auditState,
        async decide(tx, _events, before) {
          const escrow = await lockEscrow(tx, before.applicationId);
          const record = await findCollaborationRecord(tx, before.applicationId);
          if (
            escrow === undefined ||
            record === undefined ||
            !mayCause('admin', escrow.status, `decide_${decision.outcome}`)
          ) {
            throw conflict(DISPUTE_DECIDED);
          }
          const held = toPaisa(escrow.amount);
          let part = held;
          if (decision.outcome === 'refund') part = 0n;
          if (decision.outcome === 'split') {
            part = toPaisa(decision.influencerAmount ?? '0.00');
            if (part < 1n || part > held - 1n) {
              const sentence = `The influencer's part must be between ৳0.01 and ৳${fromPaisa(held - 1n)}.`;
              throw badRequest({ influencer_amount: [sentence] }, sentence);
            }
          }
          const at = clock();
          const settled = await settleEscrow(tx, escrow, {
            influencerPart: fromPaisa(part),
            cause: 'dispute',
            at,
          });
          const after = await decideDisputeRow(tx, disputeId, {
            outcome: decision.outcome,
            influencerAmount: settled.influencerPart,
            brandAmount: settled.brandPart,
            decisionReason: decision.reason,
            decidedAt: at,
            decidedBy: adminId,
          });
          return { after, escrow, record, settled };
        },
        async tell(tx, events, { escrow, record, settled }) {
          const params = {
            campaign: record.campaignTitle,
            outcome: decision.outcome,
            influencer_amount: settled.influencerPart,
            brand_amount: settled.brandPart,
          };
          for (const userId of [record.brandId, record.influencerId]) {
            await notify(tx, events, {
              userId,
              kind: 'dispute_decided',
              params,
              link: collaborationLink(record.id),
            });
          }
          // What goes back to the brand waits for an admin's transfer.
          const admins =
            settled.refundId !== null
              ? await tellRefundPending(tx, events, record, settled.refundId, settled.brandPart)
              : await activeAdminIds(tx);
          if (settled.refundId !== null) {
            await askForRefundWallet(tx, events, {
              brandId: record.brandId,
              campaign: record.campaignTitle,
              amount: settled.brandPart,
            });
          }
          announceState(events, escrow, settled.status, admins);
          return readBack(tx, 'dispute', disputeId, findDispute);
        },
      });
    },
  };
}
