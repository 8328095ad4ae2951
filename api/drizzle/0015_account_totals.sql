CREATE TABLE "account_months" (
	"user_id" integer NOT NULL,
	"month" date NOT NULL,
	"earned" numeric(20, 2) DEFAULT '0.00' NOT NULL,
	"paid" numeric(20, 2) DEFAULT '0.00' NOT NULL,
	CONSTRAINT "account_months_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "account_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"campaigns" integer DEFAULT 0 NOT NULL,
	"applications" integer DEFAULT 0 NOT NULL,
	"accepted_applications" integer DEFAULT 0 NOT NULL,
	"awaiting_payment" numeric(20, 2) DEFAULT '0.00' NOT NULL,
	"in_escrow" numeric(20, 2) DEFAULT '0.00' NOT NULL,
	"earned" numeric(20, 2) DEFAULT '0.00' NOT NULL,
	"withdrawn" numeric(20, 2) DEFAULT '0.00' NOT NULL,
	"pending_withdrawals" numeric(20, 2) DEFAULT '0.00' NOT NULL,
	"paid" numeric(20, 2) DEFAULT '0.00' NOT NULL,
	"refunded" numeric(20, 2) DEFAULT '0.00' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_totals" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"confirmed_payments" numeric(20, 2) DEFAULT '0.00' NOT NULL,
	CONSTRAINT "platform_totals_one_row_check" CHECK ("platform_totals"."id")
);
--> statement-breakpoint
ALTER TABLE "account_months" ADD CONSTRAINT "account_months_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_totals" ADD CONSTRAINT "account_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The calendar month in Asia/Dhaka of an instant, as its first day: what the monthly charts group by.
CREATE FUNCTION "dhaka_month"(timestamp with time zone) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT date_trunc('month', $1 AT TIME ZONE 'Asia/Dhaka')::date
$$;
--> statement-breakpoint
-- What an application ($1 status, $2 id, $3 campaign, $4 agreed fee) adds to its influencer's
-- awaiting_payment: its agreed amount (the fee, else the campaign's budget) while it is accepted
-- and no collaboration holds its money yet (as the balance has always read it).
CREATE FUNCTION "application_awaiting"(text, integer, integer, numeric) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN $1 = 'accepted' AND NOT EXISTS (
      SELECT FROM "collaborations" WHERE "collaborations"."application_id" = $2)
    THEN coalesce($4, (SELECT "campaigns"."budget" FROM "campaigns" WHERE "campaigns"."id" = $3), 0)
    ELSE 0 END
$$;
--> statement-breakpoint
-- Adds changes to the kept totals. `deltas` is a JSON array of objects, each naming a user_id and
-- the amounts to add to the columns of account_totals (a missing figure adds 0); with a `month`,
-- its `earned` and `paid` also join that month of account_months, and every `paid` joins the
-- platform's confirmed payments. Every user named (an object with only a user_id names a party
-- whose figures do not change) has their totals row locked first, in ascending user id: each
-- writer names both parties of the rows it changes, so any two transactions lock the totals they
-- share in the same order and never wait on each other in a circle.
CREATE FUNCTION "account_totals_add"("deltas" jsonb) RETURNS void LANGUAGE plpgsql STRICT AS $$
BEGIN
  PERFORM 1 FROM "account_totals"
  WHERE "user_id" IN (SELECT "d"."user_id" FROM jsonb_populate_recordset(NULL::"account_totals", "deltas") AS "d")
  ORDER BY "user_id" FOR UPDATE;
  UPDATE "account_totals" AS "t" SET
    "campaigns" = "t"."campaigns" + "d"."campaigns",
    "applications" = "t"."applications" + "d"."applications",
    "accepted_applications" = "t"."accepted_applications" + "d"."accepted_applications",
    "awaiting_payment" = "t"."awaiting_payment" + "d"."awaiting_payment",
    "in_escrow" = "t"."in_escrow" + "d"."in_escrow",
    "earned" = "t"."earned" + "d"."earned",
    "withdrawn" = "t"."withdrawn" + "d"."withdrawn",
    "pending_withdrawals" = "t"."pending_withdrawals" + "d"."pending_withdrawals",
    "paid" = "t"."paid" + "d"."paid",
    "refunded" = "t"."refunded" + "d"."refunded"
  FROM (
    SELECT "user_id",
      coalesce(sum("campaigns"), 0) AS "campaigns",
      coalesce(sum("applications"), 0) AS "applications",
      coalesce(sum("accepted_applications"), 0) AS "accepted_applications",
      coalesce(sum("awaiting_payment"), 0) AS "awaiting_payment",
      coalesce(sum("in_escrow"), 0) AS "in_escrow",
      coalesce(sum("earned"), 0) AS "earned",
      coalesce(sum("withdrawn"), 0) AS "withdrawn",
      coalesce(sum("pending_withdrawals"), 0) AS "pending_withdrawals",
      coalesce(sum("paid"), 0) AS "paid",
      coalesce(sum("refunded"), 0) AS "refunded"
    FROM jsonb_populate_recordset(NULL::"account_totals", "deltas") GROUP BY "user_id"
  ) AS "d"
  WHERE "t"."user_id" = "d"."user_id"
    AND ("d"."campaigns", "d"."applications", "d"."accepted_applications", "d"."awaiting_payment",
      "d"."in_escrow", "d"."earned", "d"."withdrawn", "d"."pending_withdrawals", "d"."paid",
      "d"."refunded") IS DISTINCT FROM (0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
  INSERT INTO "account_months" AS "m" ("user_id", "month", "earned", "paid")
  SELECT "user_id", "month", coalesce(sum("earned"), 0), coalesce(sum("paid"), 0)
  FROM jsonb_populate_recordset(NULL::"account_months", "deltas")
  WHERE "month" IS NOT NULL
  GROUP BY "user_id", "month"
  HAVING coalesce(sum("earned"), 0) <> 0 OR coalesce(sum("paid"), 0) <> 0
  ORDER BY "user_id", "month"
  ON CONFLICT ("user_id", "month") DO UPDATE
    SET "earned" = "m"."earned" + excluded."earned", "paid" = "m"."paid" + excluded."paid";
  UPDATE "platform_totals" SET "confirmed_payments" = "confirmed_payments" + "d"."paid"
  FROM (SELECT sum("paid") AS "paid" FROM jsonb_populate_recordset(NULL::"account_totals", "deltas")) AS "d"
  WHERE "d"."paid" <> 0;
END
$$;
--> statement-breakpoint
-- The changes of one row of each tracked table, as account_totals_add reads them: `row` is the row
-- as JSON, `sign` 1 for a row that arrived (inserted, or the new side of an update) and -1 for one
-- that left (deleted, or the old side of an update).
CREATE FUNCTION "campaign_totals_deltas"("sign" integer, "row" jsonb) RETURNS SETOF jsonb LANGUAGE sql STABLE AS $$
  VALUES (jsonb_build_object('user_id', "row" -> 'brand_id', 'campaigns', "sign"))
$$;
--> statement-breakpoint
CREATE FUNCTION "application_totals_deltas"("sign" integer, "row" jsonb) RETURNS SETOF jsonb LANGUAGE sql STABLE AS $$
  VALUES (jsonb_build_object('user_id', "row" -> 'brand_id', 'applications', "sign")),
    (jsonb_build_object('user_id', "row" -> 'influencer_id', 'applications', "sign",
      'accepted_applications', CASE WHEN "row" ->> 'status' = 'accepted' THEN "sign" ELSE 0 END,
      'awaiting_payment', "sign" * "application_awaiting"("row" ->> 'status', ("row" ->> 'id')::integer,
        ("row" ->> 'campaign_id')::integer, ("row" ->> 'expected_fee')::numeric)))
$$;
--> statement-breakpoint
-- A collaboration funds its accepted application: its agreed amount no longer awaits payment.
CREATE FUNCTION "collaboration_totals_deltas"("sign" integer, "row" jsonb) RETURNS SETOF jsonb LANGUAGE sql STABLE AS $$
  VALUES (jsonb_build_object('user_id', "row" -> 'brand_id')),
    (jsonb_build_object('user_id', "row" -> 'influencer_id', 'awaiting_payment', -"sign" * coalesce((
      SELECT coalesce("applications"."expected_fee", "campaigns"."budget")
      FROM "applications" JOIN "campaigns" ON "campaigns"."id" = "applications"."campaign_id"
      WHERE "applications"."id" = ("row" ->> 'application_id')::integer
        AND "applications"."status" = 'accepted'), 0)))
$$;
--> statement-breakpoint
CREATE FUNCTION "payment_totals_deltas"("sign" integer, "row" jsonb) RETURNS SETOF jsonb LANGUAGE sql STABLE AS $$
  VALUES (CASE WHEN "row" ->> 'status' = 'confirmed'
      THEN jsonb_build_object('user_id', "row" -> 'brand_id', 'paid', "sign" * ("row" ->> 'amount')::numeric,
        'month', "dhaka_month"(("row" ->> 'decided_at')::timestamp with time zone))
      ELSE jsonb_build_object('user_id', "row" -> 'brand_id') END),
    (jsonb_build_object('user_id', "row" -> 'influencer_id'))
$$;
--> statement-breakpoint
CREATE FUNCTION "withdrawal_totals_deltas"("sign" integer, "row" jsonb) RETURNS SETOF jsonb LANGUAGE sql STABLE AS $$
  VALUES (jsonb_build_object('user_id', "row" -> 'influencer_id',
    'withdrawn', CASE WHEN "row" ->> 'status' = 'approved' THEN "sign" * ("row" ->> 'amount')::numeric ELSE 0 END,
    'pending_withdrawals', CASE WHEN "row" ->> 'status' = 'pending' THEN "sign" * ("row" ->> 'amount')::numeric ELSE 0 END))
$$;
--> statement-breakpoint
-- held puts money into the influencer's escrow; released, fee and refunded take it out, released
-- to the influencer's earnings (and that month's), refunded to the brand.
CREATE FUNCTION "ledger_entry_totals_deltas"("sign" integer, "row" jsonb) RETURNS SETOF jsonb LANGUAGE sql STABLE AS $$
  VALUES (jsonb_build_object('user_id', "row" -> 'influencer_id',
      'in_escrow', "sign" * ("row" ->> 'amount')::numeric * CASE WHEN "row" ->> 'kind' = 'held' THEN 1 ELSE -1 END,
      'earned', CASE WHEN "row" ->> 'kind' = 'released' THEN "sign" * ("row" ->> 'amount')::numeric ELSE 0 END,
      'month', "dhaka_month"(("row" ->> 'created_at')::timestamp with time zone))),
    (jsonb_build_object('user_id', "row" -> 'brand_id',
      'refunded', CASE WHEN "row" ->> 'kind' = 'refunded' THEN "sign" * ("row" ->> 'amount')::numeric ELSE 0 END))
$$;
--> statement-breakpoint
-- One trigger function for every tracked table: statement-level with transition tables, so a
-- statement changing many rows locks and changes each user's totals once. TG_ARGV[0] names the
-- table's deltas function; the rows that arrived count with sign 1, those that left with -1.
CREATE FUNCTION "account_totals_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "deltas" jsonb := '[]';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    EXECUTE format('SELECT coalesce(jsonb_agg("d"), ''[]'') FROM "new_rows", %I(1, to_jsonb("new_rows")) AS "d"', TG_ARGV[0])
      INTO "deltas";
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    EXECUTE format('SELECT $1 || coalesce(jsonb_agg("d"), ''[]'') FROM "old_rows", %I(-1, to_jsonb("old_rows")) AS "d"', TG_ARGV[0])
      INTO "deltas" USING "deltas";
  END IF;
  PERFORM "account_totals_add"("deltas");
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Every user has a totals row from the start.
CREATE FUNCTION "account_totals_open"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "account_totals" ("user_id") SELECT "id" FROM "new_rows" ORDER BY "id";
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deleting a campaign deletes its applications (cascade) once the campaign row is gone, when their
-- budget can no longer be read: the budget part of what they had awaiting payment leaves here,
-- with the brand's and every applicant's totals locked first, in ascending user id.
CREATE FUNCTION "campaign_awaiting_leaves"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "account_totals_add"((SELECT jsonb_agg("d") FROM (
    SELECT jsonb_build_object('user_id', OLD."brand_id") AS "d"
    UNION ALL
    SELECT jsonb_build_object('user_id', "influencer_id", 'awaiting_payment', CASE WHEN "expected_fee" IS NULL
      THEN -"application_awaiting"("status", "id", "campaign_id", NULL) ELSE 0 END)
    FROM "applications" WHERE "campaign_id" = OLD."id") AS "parties"));
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_open_totals" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_open"();--> statement-breakpoint
CREATE TRIGGER "campaigns_totals_inserts" AFTER INSERT ON "campaigns" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_track"('campaign_totals_deltas');--> statement-breakpoint
CREATE TRIGGER "campaigns_totals_deletes" AFTER DELETE ON "campaigns" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_track"('campaign_totals_deltas');--> statement-breakpoint
CREATE TRIGGER "campaigns_awaiting_leaves" BEFORE DELETE ON "campaigns" FOR EACH ROW EXECUTE FUNCTION "campaign_awaiting_leaves"();--> statement-breakpoint
CREATE TRIGGER "applications_totals_inserts" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_track"('application_totals_deltas');--> statement-breakpoint
CREATE TRIGGER "applications_totals_deletes" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_track"('application_totals_deltas');--> statement-breakpoint
CREATE TRIGGER "applications_totals_updates" AFTER UPDATE ON "applications" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_track"('application_totals_deltas');--> statement-breakpoint
CREATE TRIGGER "collaborations_totals_inserts" AFTER INSERT ON "collaborations" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_track"('collaboration_totals_deltas');--> statement-breakpoint
CREATE TRIGGER "payments_totals_inserts" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_track"('payment_totals_deltas');--> statement-breakpoint
CREATE TRIGGER "payments_totals_deletes" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_track"('payment_totals_deltas');--> statement-breakpoint
CREATE TRIGGER "payments_totals_updates" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_track"('payment_totals_deltas');--> statement-breakpoint
CREATE TRIGGER "withdrawals_totals_inserts" AFTER INSERT ON "withdrawals" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_track"('withdrawal_totals_deltas');--> statement-breakpoint
CREATE TRIGGER "withdrawals_totals_deletes" AFTER DELETE ON "withdrawals" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_track"('withdrawal_totals_deltas');--> statement-breakpoint
CREATE TRIGGER "withdrawals_totals_updates" AFTER UPDATE ON "withdrawals" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_track"('withdrawal_totals_deltas');--> statement-breakpoint
CREATE TRIGGER "ledger_entries_totals_inserts" AFTER INSERT ON "ledger_entries" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_track"('ledger_entry_totals_deltas');--> statement-breakpoint
CREATE TRIGGER "ledger_entries_totals_deletes" AFTER DELETE ON "ledger_entries" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_track"('ledger_entry_totals_deltas');--> statement-breakpoint
CREATE TRIGGER "ledger_entries_totals_updates" AFTER UPDATE ON "ledger_entries" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_track"('ledger_entry_totals_deltas');--> statement-breakpoint
-- The totals as a fresh count from the rows, for every user: what the kept ones must equal.
CREATE VIEW "account_totals_fresh" AS
SELECT "users"."id" AS "user_id",
  coalesce("c"."campaigns", 0)::integer AS "campaigns",
  (coalesce("ab"."applications", 0) + coalesce("ai"."applications", 0))::integer AS "applications",
  coalesce("ai"."accepted", 0)::integer AS "accepted_applications",
  coalesce("ai"."awaiting", 0)::numeric(20, 2) AS "awaiting_payment",
  coalesce("li"."in_escrow", 0)::numeric(20, 2) AS "in_escrow",
  coalesce("li"."earned", 0)::numeric(20, 2) AS "earned",
  coalesce("w"."withdrawn", 0)::numeric(20, 2) AS "withdrawn",
  coalesce("w"."pending", 0)::numeric(20, 2) AS "pending_withdrawals",
  coalesce("p"."paid", 0)::numeric(20, 2) AS "paid",
  coalesce("lb"."refunded", 0)::numeric(20, 2) AS "refunded"
FROM "users"
LEFT JOIN (SELECT "brand_id", count(*) AS "campaigns" FROM "campaigns" GROUP BY "brand_id") AS "c"
  ON "c"."brand_id" = "users"."id"
LEFT JOIN (SELECT "brand_id", count(*) AS "applications" FROM "applications" GROUP BY "brand_id") AS "ab"
  ON "ab"."brand_id" = "users"."id"
LEFT JOIN (SELECT "influencer_id", count(*) AS "applications",
    count(*) FILTER (WHERE "status" = 'accepted') AS "accepted",
    sum("application_awaiting"("status", "id", "campaign_id", "expected_fee")) AS "awaiting"
  FROM "applications" GROUP BY "influencer_id") AS "ai"
  ON "ai"."influencer_id" = "users"."id"
LEFT JOIN (SELECT "influencer_id",
    sum(CASE WHEN "kind" = 'held' THEN "amount" ELSE -"amount" END) AS "in_escrow",
    sum("amount") FILTER (WHERE "kind" = 'released') AS "earned"
  FROM "ledger_entries" GROUP BY "influencer_id") AS "li"
  ON "li"."influencer_id" = "users"."id"
LEFT JOIN (SELECT "brand_id", sum("amount") FILTER (WHERE "kind" = 'refunded') AS "refunded"
  FROM "ledger_entries" GROUP BY "brand_id") AS "lb"
  ON "lb"."brand_id" = "users"."id"
LEFT JOIN (SELECT "influencer_id", sum("amount") FILTER (WHERE "status" = 'approved') AS "withdrawn",
    sum("amount") FILTER (WHERE "status" = 'pending') AS "pending"
  FROM "withdrawals" GROUP BY "influencer_id") AS "w"
  ON "w"."influencer_id" = "users"."id"
LEFT JOIN (SELECT "brand_id", sum("amount") FILTER (WHERE "status" = 'confirmed') AS "paid"
  FROM "payments" GROUP BY "brand_id") AS "p"
  ON "p"."brand_id" = "users"."id";
--> statement-breakpoint
CREATE VIEW "account_months_fresh" AS
SELECT "user_id", "month", sum("earned")::numeric(20, 2) AS "earned", sum("paid")::numeric(20, 2) AS "paid"
FROM (
  SELECT "influencer_id" AS "user_id", "dhaka_month"("created_at") AS "month", "amount" AS "earned", 0 AS "paid"
  FROM "ledger_entries" WHERE "kind" = 'released'
  UNION ALL
  SELECT "brand_id", "dhaka_month"("decided_at"), 0, "amount"
  FROM "payments" WHERE "status" = 'confirmed' AND "decided_at" IS NOT NULL
) AS "moves"
GROUP BY "user_id", "month";
--> statement-breakpoint
CREATE VIEW "platform_totals_fresh" AS
SELECT coalesce(sum("amount"), 0)::numeric(20, 2) AS "confirmed_payments"
FROM "payments" WHERE "status" = 'confirmed';
--> statement-breakpoint
-- Every kept figure that differs from a fresh count: the account (a user, a user's month, or the
-- platform), the figure's name, the kept value (null for a missing row) and the fresh one.
CREATE VIEW "account_totals_mismatches" AS
SELECT coalesce("k"."user_id", "f"."user_id") AS "user_id", NULL::date AS "month", "figure"."name" AS "figure",
  "figure"."kept", "figure"."fresh"
FROM "account_totals" AS "k" FULL JOIN "account_totals_fresh" AS "f" ON "f"."user_id" = "k"."user_id"
CROSS JOIN LATERAL (VALUES
  ('campaigns', "k"."campaigns"::numeric, "f"."campaigns"::numeric),
  ('applications', "k"."applications"::numeric, "f"."applications"::numeric),
  ('accepted_applications', "k"."accepted_applications"::numeric, "f"."accepted_applications"::numeric),
  ('awaiting_payment', "k"."awaiting_payment", "f"."awaiting_payment"),
  ('in_escrow', "k"."in_escrow", "f"."in_escrow"),
  ('earned', "k"."earned", "f"."earned"),
  ('withdrawn', "k"."withdrawn", "f"."withdrawn"),
  ('pending_withdrawals', "k"."pending_withdrawals", "f"."pending_withdrawals"),
  ('paid', "k"."paid", "f"."paid"),
  ('refunded', "k"."refunded", "f"."refunded")
) AS "figure" ("name", "kept", "fresh")
WHERE "figure"."kept" IS DISTINCT FROM "figure"."fresh"
UNION ALL
SELECT coalesce("k"."user_id", "f"."user_id"), coalesce("k"."month", "f"."month"), "figure"."name",
  "figure"."kept", "figure"."fresh"
FROM "account_months" AS "k"
FULL JOIN "account_months_fresh" AS "f" ON "f"."user_id" = "k"."user_id" AND "f"."month" = "k"."month"
CROSS JOIN LATERAL (VALUES
  ('earned', coalesce("k"."earned", 0), coalesce("f"."earned", 0)),
  ('paid', coalesce("k"."paid", 0), coalesce("f"."paid", 0))
) AS "figure" ("name", "kept", "fresh")
WHERE "figure"."kept" <> "figure"."fresh"
UNION ALL
SELECT NULL, NULL, 'confirmed_payments', "k"."confirmed_payments", "f"."confirmed_payments"
FROM "platform_totals_fresh" AS "f" LEFT JOIN "platform_totals" AS "k" ON true
WHERE "k"."confirmed_payments" IS DISTINCT FROM "f"."confirmed_payments";
--> statement-breakpoint
-- Corrects every kept figure to a fresh count (after a load that bypassed the triggers, and as the
-- back-fill below); answers how many figures differed, so a check can assert that the kept figures
-- equal the rows (0). Takes SHARE locks so that no write lands between a count and its storing;
-- the triggers of writers that waited then add on top.
CREATE FUNCTION "account_totals_recount"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE "corrected" integer;
BEGIN
  LOCK TABLE "users", "campaigns", "applications", "collaborations", "payments", "withdrawals",
    "ledger_entries" IN SHARE MODE;
  SELECT count(*) INTO "corrected" FROM "account_totals_mismatches";
  IF "corrected" = 0 THEN
    RETURN 0;
  END IF;
  INSERT INTO "account_totals" AS "t" ("user_id", "campaigns", "applications", "accepted_applications",
    "awaiting_payment", "in_escrow", "earned", "withdrawn", "pending_withdrawals", "paid", "refunded")
  SELECT "user_id", "campaigns", "applications", "accepted_applications", "awaiting_payment",
    "in_escrow", "earned", "withdrawn", "pending_withdrawals", "paid", "refunded"
  FROM "account_totals_fresh"
  ON CONFLICT ("user_id") DO UPDATE SET "campaigns" = excluded."campaigns",
    "applications" = excluded."applications", "accepted_applications" = excluded."accepted_applications",
    "awaiting_payment" = excluded."awaiting_payment", "in_escrow" = excluded."in_escrow",
    "earned" = excluded."earned", "withdrawn" = excluded."withdrawn",
    "pending_withdrawals" = excluded."pending_withdrawals", "paid" = excluded."paid",
    "refunded" = excluded."refunded"
  WHERE ("t"."campaigns", "t"."applications", "t"."accepted_applications", "t"."awaiting_payment",
      "t"."in_escrow", "t"."earned", "t"."withdrawn", "t"."pending_withdrawals", "t"."paid", "t"."refunded")
    IS DISTINCT FROM (excluded."campaigns", excluded."applications", excluded."accepted_applications",
      excluded."awaiting_payment", excluded."in_escrow", excluded."earned", excluded."withdrawn",
      excluded."pending_withdrawals", excluded."paid", excluded."refunded");
  DELETE FROM "account_months" AS "k" WHERE NOT EXISTS (SELECT FROM "account_months_fresh" AS "f"
    WHERE "f"."user_id" = "k"."user_id" AND "f"."month" = "k"."month");
  INSERT INTO "account_months" AS "m" ("user_id", "month", "earned", "paid")
  SELECT "user_id", "month", "earned", "paid" FROM "account_months_fresh"
  ON CONFLICT ("user_id", "month") DO UPDATE SET "earned" = excluded."earned", "paid" = excluded."paid"
  WHERE ("m"."earned", "m"."paid") IS DISTINCT FROM (excluded."earned", excluded."paid");
  INSERT INTO "platform_totals" AS "k" ("id", "confirmed_payments")
  SELECT true, "confirmed_payments" FROM "platform_totals_fresh"
  ON CONFLICT ("id") DO UPDATE SET "confirmed_payments" = excluded."confirmed_payments";
  RETURN "corrected";
END
$$;
--> statement-breakpoint
-- A TRUNCATE leaves no rows to subtract: the totals are counted again.
CREATE FUNCTION "account_totals_recount_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "account_totals_recount"();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "campaigns_totals_truncates" AFTER TRUNCATE ON "campaigns" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_recount_after_truncate"();--> statement-breakpoint
CREATE TRIGGER "applications_totals_truncates" AFTER TRUNCATE ON "applications" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_recount_after_truncate"();--> statement-breakpoint
CREATE TRIGGER "collaborations_totals_truncates" AFTER TRUNCATE ON "collaborations" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_recount_after_truncate"();--> statement-breakpoint
CREATE TRIGGER "payments_totals_truncates" AFTER TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_recount_after_truncate"();--> statement-breakpoint
CREATE TRIGGER "withdrawals_totals_truncates" AFTER TRUNCATE ON "withdrawals" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_recount_after_truncate"();--> statement-breakpoint
CREATE TRIGGER "ledger_entries_totals_truncates" AFTER TRUNCATE ON "ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_recount_after_truncate"();--> statement-breakpoint
-- After the triggers: their creation locks each table against writes until this migration
-- commits, so the back-fill counts every row exactly once.
SELECT "account_totals_recount"();
