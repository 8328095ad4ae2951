CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"application_id" integer,
	"wallet" text,
	CONSTRAINT "accounts_owner_key" UNIQUE NULLS NOT DISTINCT("kind","user_id","application_id","wallet"),
	CONSTRAINT "accounts_kind_check" CHECK ("accounts"."kind" in ('brand_payments', 'escrow', 'earnings', 'platform_fees', 'refunds_owed', 'payouts', 'clearing')),
	CONSTRAINT "accounts_wallet_check" CHECK ("accounts"."wallet" is null or "accounts"."wallet" in ('bkash', 'nagad')),
	CONSTRAINT "accounts_owner_check" CHECK (("accounts"."user_id" is not null) = ("accounts"."kind" in ('brand_payments', 'earnings', 'refunds_owed', 'payouts'))
        and ("accounts"."application_id" is not null) = ("accounts"."kind" = 'escrow')
        and ("accounts"."wallet" is not null) = ("accounts"."kind" = 'clearing'))
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"debit_account_id" integer NOT NULL,
	"credit_account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"kind" text NOT NULL,
	"phase" text DEFAULT 'posted' NOT NULL,
	"pending_id" integer,
	"payment_id" integer,
	"application_id" integer,
	"refund_id" integer,
	"withdrawal_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_amount_check" CHECK ("transfers"."amount" > 0),
	CONSTRAINT "transfers_accounts_check" CHECK ("transfers"."debit_account_id" <> "transfers"."credit_account_id"),
	CONSTRAINT "transfers_kind_check" CHECK ("transfers"."kind" in ('payment', 'escrow', 'release', 'fee', 'refund', 'refund_sent', 'withdrawal', 'payout', 'withdrawal_returned')),
	CONSTRAINT "transfers_phase_check" CHECK ("transfers"."phase" in ('posted', 'pending', 'post', 'void')),
	CONSTRAINT "transfers_pending_check" CHECK (("transfers"."pending_id" is not null) = ("transfers"."phase" in ('post', 'void')))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_application_id_collaborations_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."collaborations"("application_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_debit_account_id_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_credit_account_id_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_pending_id_transfers_id_fk" FOREIGN KEY ("pending_id") REFERENCES "public"."transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_application_id_collaborations_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."collaborations"("application_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transfers_debit_idx" ON "transfers" USING btree ("debit_account_id","amount");--> statement-breakpoint
CREATE INDEX "transfers_credit_idx" ON "transfers" USING btree ("credit_account_id","amount");--> statement-breakpoint
CREATE INDEX "transfers_pending_idx" ON "transfers" USING btree ("pending_id") WHERE "transfers"."pending_id" is not null;--> statement-breakpoint
CREATE INDEX "transfers_application_idx" ON "transfers" USING btree ("application_id");--> statement-breakpoint
-- The ledger's accounts are opened on their first transfer (see docs/money.md): the owner's
-- account id, inserted when missing. A concurrent opener waits on accounts_owner_key, inserts
-- nothing and then reads the row the other one committed.
CREATE FUNCTION ledger_account(account_kind text, owner_user integer, owner_application integer,
    owner_wallet text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  found integer;
BEGIN
  SELECT id INTO found FROM accounts
  WHERE kind = account_kind AND user_id IS NOT DISTINCT FROM owner_user
    AND application_id IS NOT DISTINCT FROM owner_application
    AND wallet IS NOT DISTINCT FROM owner_wallet;
  IF found IS NULL THEN
    INSERT INTO accounts (kind, user_id, application_id, wallet)
    VALUES (account_kind, owner_user, owner_application, owner_wallet)
    ON CONFLICT DO NOTHING RETURNING id INTO found;
  END IF;
  IF found IS NULL THEN
    SELECT id INTO found FROM accounts
    WHERE kind = account_kind AND user_id IS NOT DISTINCT FROM owner_user
      AND application_id IS NOT DISTINCT FROM owner_application
      AND wallet IS NOT DISTINCT FROM owner_wallet;
  END IF;
  RETURN found;
END $$;
--> statement-breakpoint
-- Transfers are only ever inserted: a correction is a new transfer.
CREATE FUNCTION transfers_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'transfers are never updated or deleted: write a new transfer instead'
    USING ERRCODE = 'restrict_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER transfers_immutable BEFORE UPDATE OR DELETE ON transfers
  FOR EACH ROW EXECUTE FUNCTION transfers_refuse_change();
--> statement-breakpoint
-- Each account's balance in paisa: `posted` its credits less its debits over the posted transfers
-- and posts; `pending` what pending transfers still reserve for it (less their posts and voids).
CREATE VIEW account_balances AS
SELECT a.id AS account_id, a.kind, a.user_id, a.application_id, a.wallet,
  coalesce(sum(m.posted), 0)::bigint AS posted,
  coalesce(sum(m.pending), 0)::bigint AS pending
FROM accounts a
LEFT JOIN (
  SELECT credit_account_id AS account_id,
    CASE WHEN phase IN ('posted', 'post') THEN amount ELSE 0 END AS posted,
    CASE phase WHEN 'pending' THEN amount WHEN 'posted' THEN 0 ELSE -amount END AS pending
  FROM transfers
  UNION ALL
  SELECT debit_account_id, CASE WHEN phase IN ('posted', 'post') THEN -amount ELSE 0 END, 0
  FROM transfers
) m ON m.account_id = a.id
GROUP BY a.id;
--> statement-breakpoint
-- The figures account_totals keeps, summed from the transfers in taka (reconcile compares them).
CREATE VIEW account_totals_by_transfers AS
SELECT u.id AS user_id,
  (coalesce((SELECT sum(t.amount) FROM transfers t JOIN accounts a ON a.id = t.credit_account_id
    WHERE a.kind = 'earnings' AND a.user_id = u.id AND t.kind = 'release'), 0)
    / 100.0)::numeric(20,2) AS earned,
  (coalesce((SELECT sum(t.amount) FROM transfers t JOIN accounts a ON a.id = t.debit_account_id
    WHERE a.kind = 'payouts' AND a.user_id = u.id AND t.kind = 'payout'), 0)
    / 100.0)::numeric(20,2) AS withdrawn,
  (coalesce((SELECT b.posted FROM account_balances b
    WHERE b.kind = 'payouts' AND b.user_id = u.id), 0) / 100.0)::numeric(20,2)
    AS pending_withdrawals,
  (coalesce((SELECT b.posted FROM account_balances b
    WHERE b.kind = 'earnings' AND b.user_id = u.id), 0) / 100.0)::numeric(20,2) AS balance,
  (coalesce((SELECT sum(b.pending) FROM account_balances b
    JOIN collaborations c ON c.application_id = b.application_id
    WHERE b.kind = 'escrow' AND c.influencer_id = u.id), 0) / 100.0)::numeric(20,2) AS in_escrow,
  (coalesce((SELECT sum(t.amount) FROM transfers t JOIN accounts a ON a.id = t.credit_account_id
    WHERE a.kind = 'brand_payments' AND a.user_id = u.id AND t.kind = 'payment'), 0)
    / 100.0)::numeric(20,2) AS paid,
  (coalesce((SELECT sum(t.amount) FROM transfers t JOIN accounts a ON a.id = t.credit_account_id
    WHERE a.kind = 'refunds_owed' AND a.user_id = u.id AND t.kind = 'refund'), 0)
    / 100.0)::numeric(20,2) AS refunded
FROM users u;
--> statement-breakpoint
-- The transfers of the money moved before the ledger had them (see docs/money.md: one table per
-- flow), as the API writes them: from the collaborations and their payments and ledger entries,
-- the refunds and the withdrawals. Only into an empty ledger. A decision or a sending made before
-- its time was kept is dated by its row's creation.
CREATE FUNCTION transfers_from_records() RETURNS void LANGUAGE plpgsql AS $$
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
      NULL::integer AS refund_id, NULL::integer AS withdrawal_id
    FROM collaborations c JOIN payments p ON p.id = c.payment_id
    UNION ALL
    SELECT c.funded_at, 2, 'escrow', 'pending',
      ledger_account('brand_payments', c.brand_id, NULL, NULL),
      ledger_account('escrow', NULL, c.application_id, NULL),
      c.amount, c.payment_id, c.application_id, NULL, NULL
    FROM collaborations c
    UNION ALL
    SELECT s.at, 4, 'release', 'posted',
      ledger_account('escrow', NULL, c.application_id, NULL),
      ledger_account('earnings', c.influencer_id, NULL, NULL),
      s.net, NULL, c.application_id, NULL, NULL
    FROM settled s JOIN collaborations c USING (application_id) WHERE s.net > 0
    UNION ALL
    SELECT s.at, 5, 'fee', 'posted',
      ledger_account('escrow', NULL, s.application_id, NULL),
      ledger_account('platform_fees', NULL, NULL, NULL),
      s.fee, NULL, s.application_id, NULL, NULL
    FROM settled s WHERE s.fee > 0
    UNION ALL
    SELECT s.at, 7, 'refund', 'posted',
      ledger_account('brand_payments', c.brand_id, NULL, NULL),
      ledger_account('refunds_owed', c.brand_id, NULL, NULL),
      s.back, NULL, c.application_id, r.id, NULL
    FROM settled s JOIN collaborations c USING (application_id)
    JOIN refunds r USING (application_id) WHERE s.back > 0
    UNION ALL
    SELECT coalesce(r.sent_at, r.created_at), 8, 'refund_sent', 'posted',
      ledger_account('refunds_owed', r.brand_id, NULL, NULL),
      ledger_account('clearing', NULL, NULL, r.payment_method),
      r.amount, NULL, r.application_id, r.id, NULL
    FROM refunds r WHERE r.status = 'sent'
    UNION ALL
    SELECT w.created_at, 9, 'withdrawal', 'posted',
      ledger_account('earnings', w.influencer_id, NULL, NULL),
      ledger_account('payouts', w.influencer_id, NULL, NULL),
      w.amount, NULL, NULL, NULL, w.id
    FROM withdrawals w
    UNION ALL
    SELECT coalesce(w.decided_at, w.created_at), 10,
      CASE w.status WHEN 'approved' THEN 'payout' ELSE 'withdrawal_returned' END, 'posted',
      ledger_account('payouts', w.influencer_id, NULL, NULL),
      CASE w.status WHEN 'approved' THEN ledger_account('clearing', NULL, NULL, w.payment_method)
        ELSE ledger_account('earnings', w.influencer_id, NULL, NULL) END,
      w.amount, NULL, NULL, NULL, w.id
    FROM withdrawals w WHERE w.status <> 'pending'
  )
  INSERT INTO transfers (debit_account_id, credit_account_id, amount, kind, phase, payment_id,
    application_id, refund_id, withdrawal_id, created_at)
  SELECT debit, credit, (amount * 100)::bigint, kind, phase, payment_id, application_id,
    refund_id, withdrawal_id, at
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
--> statement-breakpoint
SELECT transfers_from_records();
