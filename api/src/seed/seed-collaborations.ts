import { sql } from 'drizzle-orm';
import { toPaisa } from '@portal/shared/money';
import type { CurrentUser } from '../auth/authenticate';
import type { Clock } from '../clock';
import { createCollaborationService, RELEASED_WHEN_DUE } from '../collaborations/service';
import type { AppConfig } from '../config';
import type { Transaction } from '../db/client';
import { findRefundOf } from '../db/queries/collaborations';
import { ledgerTotals } from '../db/queries/ledger';
import { auditLog, notifications, payments } from '../db/schema';
import { createDisputeService } from '../disputes/service';
import { HttpError } from '../http/errors';
import { configuredTaka } from '../ledger/money';
import { createPaymentsService } from '../payments/service';
import type { TransactionWithEvents } from '../realtime/after-commit';
import { createRefundService } from '../refunds/service';
import { createReviewService } from '../reviews/service';
import { diskPictureStorage } from '../uploads/picture-storage';
import { createWithdrawalsService } from '../withdrawals/service';
import {
  DEMO_COLLABORATIONS,
  DEMO_WITHDRAWALS,
  type DemoCollaboration,
  type DemoWithdrawal,
} from './demo-collaborations';

/** The settings the replayed services follow: the server's own, so the demo matches GET /config/. */
export type DemoSeedSettings = Pick<
  AppConfig,
  | 'platformFeePercent'
  | 'escrowAutoReleaseHours'
  | 'revisionRounds'
  | 'minWithdrawal'
  | 'idempotencyKeyHours'
  | 'uploadDir'
>;

/** An accepted demo application: its id, the campaign's brand and the agreed amount. */
export interface SeededApplication {
  id: number;
  brand: string;
  amount: string;
}

/** The demo's users by username, and its applications by influencer and campaign. */
export interface SeededBase {
  users: Map<string, CurrentUser>;
  application(influencer: string, campaign: string): SeededApplication;
}

const DAY_MS = 86_400_000;

/** Something that happened `daysAgo`, replayed at that time. */
interface Step {
  daysAgo: number;
  run: () => Promise<void>;
}

/**
 * The columns the services fill with the database's now(), which inside the seed's one
 * transaction is the same instant for every row: each step's rows are moved to the step's time.
 */
async function stampStep(tx: Transaction, at: Date): Promise<void> {
  const when = sql`${at.toISOString()}::timestamptz`;
  for (const [table, column] of [
    [payments, 'created_at'],
    [payments, 'decided_at'],
    [notifications, 'created_at'],
    [auditLog, 'created_at'],
  ] as const) {
    const name = sql.identifier(column);
    await tx.execute(sql`update ${table} set ${name} = ${when} where ${name} = now()`);
  }
}

/**
 * Replays DEMO_COLLABORATIONS and DEMO_WITHDRAWALS through the real services (payments,
 * collaborations, disputes, refunds, withdrawals) inside the seed's transaction, in the order they
 * happened, each at its own time: the ledger, notifications and audit rows are the services' own.
 * A step the settings refuse (no revision rounds, a withdrawal the balance or the minimum does not
 * allow, an answer after a short ESCROW_AUTO_RELEASE_HOURS released the delivery) is left out
 * rather than failing the seed.
 */
export async function seedCollaborations(
  tx: Transaction,
  base: SeededBase,
  settings: DemoSeedSettings,
  clock: Clock,
): Promise<void> {
  const now = clock().getTime();
  let current = new Date(now);
  const seedClock: Clock = () => current;
  // Nobody is connected while the seed runs: the real-time events have no one to reach, and the
  // demo accounts' addresses no inbox.
  const transaction: TransactionWithEvents = (work) =>
    tx.transaction((inner) => work(inner, { add: () => undefined, email: () => undefined }));
  const paymentsService = createPaymentsService(tx, settings, transaction, seedClock);
  const collaborations = createCollaborationService(tx, settings, transaction, seedClock);
  const disputes = createDisputeService(tx, settings, transaction, seedClock);
  const refunds = createRefundService(tx, transaction, seedClock);
  const withdrawalsService = createWithdrawalsService(tx, settings, transaction, seedClock);
  const reviews = createReviewService(
    tx,
    transaction,
    seedClock,
    diskPictureStorage(settings.uploadDir),
  );

  const user = (username: string): CurrentUser => {
    const found = base.users.get(username);
    if (found === undefined) throw new Error(`demo data refers to a missing user ${username}`);
    return found;
  };
  const admin = user('admin');

  function collaborationSteps(demo: DemoCollaboration): Step[] {
    const application = base.application(demo.influencer, demo.campaign);
    const { id } = application;
    const influencer = user(demo.influencer);
    const brand = user(application.brand);
    let paymentId = 0;
    let disputeId = 0;
    /**
     * Set when a step found the delivery past its auto-release time (a short
     * ESCROW_AUTO_RELEASE_HOURS): the service released it then, and the collaboration's later
     * changes never happened.
     */
    let releasedWhenDue = false;
    const change =
      (run: () => Promise<void>): (() => Promise<void>) =>
      async () => {
        if (releasedWhenDue) return;
        try {
          await run();
        } catch (error) {
          if (!(error instanceof HttpError && error.message === RELEASED_WHEN_DUE)) throw error;
          releasedWhenDue = true;
        }
      };
    const steps: Step[] = [
      {
        daysAgo: demo.payment.submittedDaysAgo,
        run: async () => {
          const { body } = await paymentsService.submit(brand.id, {
            applicationId: id,
            amount: application.amount,
            paymentMethod: demo.payment.method,
            transactionId: demo.payment.transactionId,
          });
          paymentId = body.id;
        },
      },
    ];
    const { confirmedDaysAgo } = demo.payment;
    if (confirmedDaysAgo === undefined) return steps;
    steps.push({
      daysAgo: confirmedDaysAgo,
      run: async () => {
        await paymentsService.decide(admin.id, paymentId, { status: 'confirmed' });
      },
    });
    for (const delivery of demo.deliveries ?? []) {
      steps.push({
        daysAgo: delivery.daysAgo,
        run: change(async () => {
          await collaborations.deliver(influencer, id, {
            links: delivery.links,
            note: delivery.note,
          });
        }),
      });
      const { answer } = delivery;
      if (answer === undefined) continue;
      if (answer.decision === 'changes_requested' && settings.revisionRounds < 1) continue;
      steps.push({
        daysAgo: answer.daysAgo,
        run: change(async () => {
          await collaborations.answerDelivery(
            brand,
            id,
            answer.decision === 'approved'
              ? { decision: 'approved', reason: null }
              : { decision: 'changes_requested', reason: answer.reason },
          );
        }),
      });
    }
    const { dispute } = demo;
    if (dispute !== undefined) {
      steps.push({
        daysAgo: dispute.daysAgo,
        run: change(async () => {
          const by = dispute.by === 'brand' ? brand : influencer;
          disputeId = (await collaborations.openDispute(by, id, dispute.reason)).id;
        }),
      });
      const { decision } = dispute;
      if (decision !== undefined) {
        steps.push({
          daysAgo: decision.daysAgo,
          run: change(async () => {
            await disputes.decide(admin.id, disputeId, {
              outcome: decision.outcome,
              influencerAmount: decision.influencerAmount ?? null,
              reason: decision.reason,
            });
          }),
        });
      }
    }
    if (demo.steppedBackDaysAgo !== undefined) {
      steps.push({
        daysAgo: demo.steppedBackDaysAgo,
        run: change(async () => {
          await collaborations.stepBack(influencer, id);
        }),
      });
    }
    for (const review of demo.reviews ?? []) {
      const [author, reviewed] = review.by === 'brand' ? [brand, influencer] : [influencer, brand];
      let reviewId = 0;
      steps.push({
        daysAgo: review.daysAgo,
        run: async () => {
          reviewId = (
            await reviews.review(author, id, { rating: review.rating, text: review.text })
          ).id;
        },
      });
      const { reply } = review;
      if (reply !== undefined) {
        steps.push({
          daysAgo: reply.daysAgo,
          run: async () => {
            await reviews.reply(reviewed, reviewId, reply.text);
          },
        });
      }
    }
    const { refundSent } = demo;
    if (refundSent !== undefined) {
      steps.push({
        daysAgo: refundSent.daysAgo,
        run: change(async () => {
          const refund = await findRefundOf(tx, id);
          if (refund === undefined) throw new Error(`demo collaboration ${id} has no refund`);
          await refunds.record(admin.id, refund.id, {
            transactionId: refundSent.transactionId,
            phoneNumber: refundSent.phoneNumber,
            paymentMethod: refundSent.method,
          });
        }),
      });
    }
    return steps;
  }

  function withdrawalSteps(demo: DemoWithdrawal): Step[] {
    const influencer = user(demo.influencer);
    let withdrawalId: number | undefined;
    const steps: Step[] = [
      {
        daysAgo: demo.requestedDaysAgo,
        run: async () => {
          const { balance } = await ledgerTotals(tx, influencer.id);
          const amount = toPaisa(demo.amount);
          if (
            amount > toPaisa(balance) ||
            amount < toPaisa(configuredTaka(settings.minWithdrawal))
          ) {
            return;
          }
          const { body } = await withdrawalsService.request(influencer.id, {
            amount: demo.amount,
            paymentMethod: demo.method,
            phoneNumber: demo.phoneNumber,
          });
          withdrawalId = body.id;
        },
      },
    ];
    const { approved } = demo;
    if (approved !== undefined) {
      steps.push({
        daysAgo: approved.daysAgo,
        run: async () => {
          if (withdrawalId !== undefined) {
            await withdrawalsService.decide(admin.id, withdrawalId, {
              status: 'approved',
              transaction_id: approved.payoutTransactionId,
            });
          }
        },
      });
    }
    return steps;
  }

  const steps = [
    ...DEMO_COLLABORATIONS.flatMap(collaborationSteps),
    ...DEMO_WITHDRAWALS.flatMap(withdrawalSteps),
  ].sort((a, b) => b.daysAgo - a.daysAgo);
  for (const step of steps) {
    current = new Date(now - step.daysAgo * DAY_MS);
    await step.run();
    await stampStep(tx, current);
  }
}
