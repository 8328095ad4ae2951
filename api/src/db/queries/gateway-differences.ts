import { sql } from 'drizzle-orm';
import type { CheckoutGateway, PaymentIntentState } from '@portal/shared/contract/checkout';
import type { Queryable } from '../client';

/** What `npm run reconcile` says of the gateway's intents and payments (docs/payment-gateways.md). */
export interface GatewayDifferences {
  /** Intents `completed` with no confirmed payment, or one of another amount or transaction ID. */
  completedWithoutPayment: { intentId: number; why: string }[];
  /** Confirmed payments whose transaction ID is an intent's, with no completed intent for them. */
  paymentsWithoutIntent: { paymentId: number; transactionId: string }[];
  /** Intents still `executing` past GATEWAY_INTENT_EXPIRY_MINUTES. */
  staleExecuting: { intentId: number; since: Date }[];
}

export async function gatewayDifferences(
  db: Queryable,
  expiryMinutes: number,
): Promise<GatewayDifferences> {
  const completed = await db.execute<{ intent_id: number; why: string }>(sql`
    select i.id as intent_id,
      case
        when p.id is null then 'no payment'
        when p.status <> 'confirmed' then 'its payment ' || p.id || ' is ' || p.status
        when p.amount <> i.amount then 'its payment ' || p.id || ' is of ' || p.amount::text || ', the intent of ' || i.amount::text
        else 'its payment ' || p.id || ' has transaction ID ' || p.transaction_id || ', the intent ' || coalesce(i.trx_id, 'none')
      end as why
    from payment_intents i left join payments p on p.id = i.payment_id
    where i.state = 'completed'
      and (p.id is null or p.status <> 'confirmed' or p.amount <> i.amount
        or i.trx_id is null or p.transaction_id <> i.trx_id)
    order by i.id`);
  const payments = await db.execute<{ payment_id: number; transaction_id: string }>(sql`
    select p.id as payment_id, p.transaction_id
    from payments p
    where p.status = 'confirmed'
      and exists (select 1 from payment_intents i
        where i.gateway = p.payment_method and i.trx_id = p.transaction_id)
      and not exists (select 1 from payment_intents i
        where i.payment_id = p.id and i.state = 'completed')
    order by p.id`);
  const executing = await db.execute<{ intent_id: number; since: string }>(sql`
    select id as intent_id, updated_at::text as since from payment_intents
    where state = 'executing' and updated_at < now() - make_interval(mins => ${expiryMinutes})
    order by id`);
  return {
    completedWithoutPayment: completed.rows.map((row) => ({
      intentId: Number(row.intent_id),
      why: row.why,
    })),
    paymentsWithoutIntent: payments.rows.map((row) => ({
      paymentId: Number(row.payment_id),
      transactionId: row.transaction_id,
    })),
    staleExecuting: executing.rows.map((row) => ({
      intentId: Number(row.intent_id),
      since: new Date(row.since),
    })),
  };
}

/** An intent the gateway created a payment for, to be asked about. */
export interface GatewayIntent {
  id: number;
  state: PaymentIntentState;
  gatewayPaymentId: string;
}

/** Every intent of `gateway` with a payment there, oldest first. */
export async function intentsWithGatewayPayment(
  db: Queryable,
  gateway: CheckoutGateway,
): Promise<GatewayIntent[]> {
  const { rows } = await db.execute<{ id: number; state: PaymentIntentState; payment: string }>(
    sql`select id, state, gateway_payment_id as payment from payment_intents
      where gateway = ${gateway} and gateway_payment_id is not null order by id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    state: row.state,
    gatewayPaymentId: row.payment,
  }));
}
