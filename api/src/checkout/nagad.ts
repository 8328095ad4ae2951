import type { FastifyBaseLogger } from 'fastify';
import type { PaymentIntentState } from '@portal/shared/contract/checkout';
import type { Database } from '../db/client';
import {
  findIntentByGatewayPayment,
  findPaymentIntent,
  moveIntent,
  type PaymentIntentRow,
} from '../db/queries/payment-intents';
import type { NagadClient } from '../gateways/nagad/client';
import {
  NAGAD_STATUS_CODES,
  type NagadCallbackStatus,
  type NagadPaymentStatus,
  type NagadVerified,
} from '../gateways/nagad/protocol';
import type { Crediting } from './service';

/** Where Nagad sends the brand back, under PUBLIC_URL. */
export const NAGAD_CALLBACK_PATH = '/api/payments/nagad/callback';

/** The part of Nagad's callback query the platform reads (only the browser's word). */
export interface NagadCallback {
  payment_ref_id: string;
  status: NagadCallbackStatus;
  status_code?: string | undefined;
}

const WAITING: readonly PaymentIntentState[] = ['created', 'awaiting_approval'];
/** Verify's statuses of a payment Nagad has decided (the others: not paid yet). */
const DECIDED: readonly NagadPaymentStatus[] = ['Success', 'Failed', 'Aborted', 'Cancelled'];

export interface NagadStepsOptions {
  db: Database;
  log: FastifyBaseLogger;
  /** The Nagad client; throws the 400 when Nagad is not configured. */
  client: () => NagadClient;
  callbackURL: string;
  crediting: Crediting;
}

/**
 * Nagad's own steps of the checkout (docs/payment-gateways.md): initialize and complete to start
 * the payment; on the callback, verify with Nagad before anything is credited, by the crediting
 * every gateway shares. Verify only reads, so a callback for an intent left `executing` (verify
 * silent) verifies again; the crediting's row lock credits it once.
 */
export function nagadSteps({ db, log, client, callbackURL, crediting }: NagadStepsOptions) {
  /**
   * Nagad's payment of a `created` intent: its reference there and its page. `payerAddress`, the
   * checkout request's address, is told to Nagad as X-KM-IP-V4.
   */
  async function start(
    intent: PaymentIntentRow,
    payerAddress: string | undefined,
  ): Promise<{ paymentId: string; redirectUrl: string } | undefined> {
    const started = await client().startCheckout({
      orderId: intent.reference,
      amount: intent.amount,
      callbackURL,
      payerAddress,
    });
    if (started.ok) {
      return {
        paymentId: started.value.paymentReferenceId,
        redirectUrl: started.value.redirectUrl,
      };
    }
    log.warn({ intentId: intent.id, failure: started.failure.kind }, 'Nagad checkout failed');
    return undefined;
  }

  /** Acts on the callback; answers the intent, or undefined for a payment not known. */
  async function callback(query: NagadCallback): Promise<PaymentIntentRow | undefined> {
    const nagad = client();
    const row = await findIntentByGatewayPayment(db, 'nagad', query.payment_ref_id);
    if (row === undefined) return undefined;
    if (query.status === 'Failed') {
      await moveIntent(db, row.id, WAITING, {
        state: 'failed',
        failureReason:
          query.status_code === NAGAD_STATUS_CODES.insufficientBalance
            ? 'insufficient_balance'
            : 'declined',
      });
    } else if (query.status !== 'Success') {
      await moveIntent(db, row.id, WAITING, { state: 'cancelled' });
    } else if (
      (await moveIntent(db, row.id, ['awaiting_approval'], { state: 'executing' })) !== undefined ||
      (await findPaymentIntent(db, row.id))?.state === 'executing'
    ) {
      await verifyAndSettle(nagad, row);
    } else {
      log.info({ intentId: row.id }, 'a Nagad callback for an answered intent ignored');
    }
    return row;
  }

  /** Nagad's word on an executing intent's payment, and what follows from it. */
  async function verifyAndSettle(nagad: NagadClient, row: PaymentIntentRow): Promise<void> {
    const verified = await nagad.verify(row.gatewayPaymentId ?? '');
    if (!verified.ok) {
      log.error(
        { intentId: row.id, failure: verified.failure.kind },
        'Nagad verify failed: left executing until Nagad answers',
      );
      return;
    }
    await settleVerified(row, verified.value);
  }

  /**
   * The reconciliation job's (and the admin's Query again) question about a Nagad intent
   * (docs/payment-gateways.md): one `executing` is verified and settled as its callback would be;
   * one still waiting whose payment Nagad has decided (its callback lost) is moved to `executing`
   * once, by compare-and-set, and settled by that answer; one Nagad has not seen paid expires
   * past GATEWAY_INTENT_EXPIRY_MINUTES.
   */
  async function reconcile(row: PaymentIntentRow, pastExpiry: boolean): Promise<void> {
    const nagad = client();
    if (row.state === 'executing') return verifyAndSettle(nagad, row);
    if (!WAITING.includes(row.state) || row.gatewayPaymentId === null) return;
    const verified = await nagad.verify(row.gatewayPaymentId);
    if (!verified.ok) {
      log.warn({ intentId: row.id, failure: verified.failure.kind }, 'Nagad verify failed');
      return;
    }
    if (DECIDED.includes(verified.value.status)) {
      const executing = await moveIntent(db, row.id, WAITING, { state: 'executing' });
      if (executing !== undefined) await settleVerified(executing, verified.value);
    } else if (pastExpiry) {
      await moveIntent(db, row.id, WAITING, { state: 'expired' });
    }
  }

  async function settleVerified(row: PaymentIntentRow, payment: NagadVerified): Promise<void> {
    switch (payment.status) {
      case 'Success':
        if (!payment.issuerPaymentRefNo) return crediting.fail(db, row, 'gateway_error');
        return crediting.credit(row, {
          amount: payment.amount,
          reference: payment.orderId,
          trxId: payment.issuerPaymentRefNo,
        });
      case 'Failed':
        return crediting.fail(
          db,
          row,
          payment.statusCode === NAGAD_STATUS_CODES.insufficientBalance
            ? 'insufficient_balance'
            : 'declined',
        );
      case 'Aborted':
      case 'Cancelled':
        await moveIntent(db, row.id, ['executing'], { state: 'cancelled' });
        return;
      default:
        // Not paid yet: the success callback was not Nagad's; the intent waits for the real one.
        log.warn({ intentId: row.id }, 'a Nagad success callback for an unpaid payment');
        await moveIntent(db, row.id, ['executing'], { state: 'awaiting_approval' });
    }
  }

  return { start, callback, reconcile };
}
