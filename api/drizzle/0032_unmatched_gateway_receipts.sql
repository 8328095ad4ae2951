CREATE TABLE "unmatched_receipts" (
	"intent_id" integer PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"gateway_trx_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"gateway_state" text,
	"gateway_attempt_at" timestamp with time zone,
	"returned_through" text,
	"return_transaction_id" text,
	"returned_at" timestamp with time zone,
	"returned_by" integer,
	CONSTRAINT "unmatched_receipts_gateway_check" CHECK ("unmatched_receipts"."gateway" in ('bkash', 'nagad')),
	CONSTRAINT "unmatched_receipts_amount_check" CHECK ("unmatched_receipts"."amount" > 0),
	CONSTRAINT "unmatched_receipts_status_check" CHECK ("unmatched_receipts"."status" in ('held', 'returned')),
	CONSTRAINT "unmatched_receipts_gateway_state_check" CHECK ("unmatched_receipts"."gateway_state" is null or "unmatched_receipts"."gateway_state" in ('sending', 'sent', 'refused')),
	CONSTRAINT "unmatched_receipts_returned_through_check" CHECK ("unmatched_receipts"."returned_through" is null or "unmatched_receipts"."returned_through" in ('bkash', 'transfer')),
	CONSTRAINT "unmatched_receipts_returned_check" CHECK (("unmatched_receipts"."status" = 'returned') = ("unmatched_receipts"."returned_through" is not null and "unmatched_receipts"."return_transaction_id" is not null and "unmatched_receipts"."returned_at" is not null)),
	CONSTRAINT "unmatched_receipts_sent_check" CHECK (coalesce("unmatched_receipts"."returned_through" = 'bkash', false) = coalesce("unmatched_receipts"."gateway_state" = 'sent', false))
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_check";--> statement-breakpoint
ALTER TABLE "transfers" DROP CONSTRAINT "transfers_kind_check";--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "intent_id" integer;--> statement-breakpoint
ALTER TABLE "unmatched_receipts" ADD CONSTRAINT "unmatched_receipts_intent_id_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_receipts" ADD CONSTRAINT "unmatched_receipts_returned_by_users_id_fk" FOREIGN KEY ("returned_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unmatched_receipts_trx_key" ON "unmatched_receipts" USING btree ("gateway","gateway_trx_id");--> statement-breakpoint
CREATE UNIQUE INDEX "unmatched_receipts_return_key" ON "unmatched_receipts" USING btree ("gateway","return_transaction_id") WHERE "unmatched_receipts"."return_transaction_id" is not null;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_intent_id_payment_intents_id_fk" FOREIGN KEY ("intent_id") REFERENCES "public"."payment_intents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_check" CHECK ("accounts"."kind" in ('brand_payments', 'escrow', 'earnings', 'platform_fees', 'refunds_owed', 'payouts', 'clearing', 'gateway_fees', 'unmatched'));--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_kind_check" CHECK ("transfers"."kind" in ('payment', 'escrow', 'release', 'fee', 'refund', 'refund_sent', 'withdrawal', 'payout', 'withdrawal_returned', 'gateway_fee', 'unmatched_receipt', 'unmatched_returned'));--> statement-breakpoint
-- The transfers of the money moved before the ledger had them (see docs/money.md: one table per
-- flow), as the API writes them: from the collaborations and their payments and ledger entries,
-- the refunds, the withdrawals, and the unmatched receipts of gateway payments refused and their
-- returns. Only into an empty ledger. A decision or a sending made before its time was kept is
-- dated by its row's creation.
CREATE OR REPLACE FUNCTION transfers_from_records() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT FROM transfers) THEN
    RAISE EXCEPTION 'the ledger already has transfers';
  END IF;
  WITH settled AS (
    SELECT application_id, min(created_at) AS at,
      sum(amount) FILTER (WHERE kind = 'released') AS net,
      sum(amount) FILTER (WHERE kind = 'fee') AS fee,
      sum(amount) FILTER (WHERE kind = 'refunded') AS back
    FROM ledger_entries WHERE kind <> 'held' GROUP BY application_id
  ), moves AS (
    SELECT c.funded_at AS at, 1 AS step, 'payment' AS kind, 'posted' AS phase,
      ledger_account('clearing', NULL, NULL, p.payment_method) AS debit,
      ledger_account('brand_payments', c.brand_id, NULL, NULL) AS credit,
      c.amount, p.id AS payment_id, NULL::integer AS application_id,
      NULL::integer AS refund_id, NULL::integer AS withdrawal_id, NULL::integer AS intent_id
    FROM collaborations c JOIN payments p ON p.id = c.payment_id
    UNION ALL
    SELECT c.funded_at, 2, 'escrow', 'pending',
      ledger_account('brand_payments', c.brand_id, NULL, NULL),
      ledger_account('escrow', NULL, c.application_id, NULL),
      c.amount, c.payment_id, c.application_id, NULL, NULL, NULL
    FROM collaborations c
    UNION ALL
    SELECT s.at, 4, 'release', 'posted',
      ledger_account('escrow', NULL, c.application_id, NULL),
      ledger_account('earnings', c.influencer_id, NULL, NULL),
      s.net, NULL, c.application_id, NULL, NULL, NULL
    FROM settled s JOIN collaborations c USING (application_id) WHERE s.net > 0
    UNION ALL
    SELECT s.at, 5, 'fee', 'posted',
      ledger_account('escrow', NULL, s.application_id, NULL),
      ledger_account('platform_fees', NULL, NULL, NULL),
      s.fee, NULL, s.application_id, NULL, NULL, NULL
    FROM settled s WHERE s.fee > 0
    UNION ALL
    SELECT s.at, 7, 'refund', 'posted',
      ledger_account('brand_payments', c.brand_id, NULL, NULL),
      ledger_account('refunds_owed', c.brand_id, NULL, NULL),
      s.back, NULL, c.application_id, r.id, NULL, NULL
    FROM settled s JOIN collaborations c USING (application_id)
    JOIN refunds r USING (application_id) WHERE s.back > 0
    UNION ALL
    SELECT coalesce(r.sent_at, r.created_at), 8, 'refund_sent', 'posted',
      ledger_account('refunds_owed', r.brand_id, NULL, NULL),
      ledger_account('clearing', NULL, NULL, r.payment_method),
      r.amount, NULL, r.application_id, r.id, NULL, NULL
    FROM refunds r WHERE r.status = 'sent'
    UNION ALL
    SELECT w.created_at, 9, 'withdrawal', 'posted',
      ledger_account('earnings', w.influencer_id, NULL, NULL),
      ledger_account('payouts', w.influencer_id, NULL, NULL),
      w.amount, NULL, NULL, NULL, w.id, NULL
    FROM withdrawals w
    UNION ALL
    SELECT coalesce(w.decided_at, w.created_at), 10,
      CASE w.status WHEN 'approved' THEN 'payout' ELSE 'withdrawal_returned' END, 'posted',
      ledger_account('payouts', w.influencer_id, NULL, NULL),
      CASE w.status WHEN 'approved' THEN ledger_account('clearing', NULL, NULL, w.payment_method)
        ELSE ledger_account('earnings', w.influencer_id, NULL, NULL) END,
      w.amount, NULL, NULL, NULL, w.id, NULL
    FROM withdrawals w WHERE w.status <> 'pending'
    UNION ALL
    SELECT u.received_at, 11, 'unmatched_receipt', 'posted',
      ledger_account('clearing', NULL, NULL, u.gateway),
      ledger_account('unmatched', NULL, NULL, NULL),
      u.amount, NULL, NULL, NULL, NULL, u.intent_id
    FROM unmatched_receipts u
    UNION ALL
    SELECT u.returned_at, 12, 'unmatched_returned', 'posted',
      ledger_account('unmatched', NULL, NULL, NULL),
      ledger_account('clearing', NULL, NULL, u.gateway),
      u.amount, NULL, NULL, NULL, NULL, u.intent_id
    FROM unmatched_receipts u WHERE u.status = 'returned'
  )
  INSERT INTO transfers (debit_account_id, credit_account_id, amount, kind, phase, payment_id,
    application_id, refund_id, withdrawal_id, intent_id, created_at)
  SELECT debit, credit, (amount * 100)::bigint, kind, phase, payment_id, application_id,
    refund_id, withdrawal_id, intent_id, at
  FROM moves ORDER BY at, step;
  -- The escrow's post (the influencer's part, before the fee) and void (the brand's part).
  WITH settled AS (
    SELECT application_id, min(created_at) AS at,
      coalesce(sum(amount) FILTER (WHERE kind IN ('released', 'fee')), 0) AS part,
      coalesce(sum(amount) FILTER (WHERE kind = 'refunded'), 0) AS back
    FROM ledger_entries WHERE kind <> 'held' GROUP BY application_id
  )
  INSERT INTO transfers (debit_account_id, credit_account_id, amount, kind, phase, pending_id,
    application_id, created_at)
  SELECT t.debit_account_id, t.credit_account_id, (m.amount * 100)::bigint, 'escrow', m.phase,
    t.id, t.application_id, s.at
  FROM settled s
  JOIN transfers t ON t.application_id = s.application_id AND t.kind = 'escrow'
    AND t.phase = 'pending'
  CROSS JOIN LATERAL (VALUES ('post', s.part, 1), ('void', s.back, 2)) AS m(phase, amount, step)
  WHERE m.amount > 0
  ORDER BY s.at, t.id, m.step;
END $$;
