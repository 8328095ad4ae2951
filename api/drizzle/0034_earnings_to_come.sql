ALTER TABLE "account_totals" ADD COLUMN "escrow_fees" numeric(20, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_totals" ADD COLUMN "awaiting_fees" numeric(20, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_totals" ADD COLUMN "fee_percent" numeric(7, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
-- The platform's fee on `amount` at `percent`, to the nearest paisa with an exact half paisa up
-- (docs/money.md: feeAtPercent in shared/src/money.ts, the fee its payment will record).
CREATE FUNCTION "fee_at_percent"("amount" numeric, "percent" numeric) RETURNS numeric LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT round("amount" * "percent" / 100, 2)
$$;
--> statement-breakpoint
-- The fee on an agreed amount awaiting payment at the percent awaiting_fees is kept at.
CREATE FUNCTION "awaiting_fee"("amount" numeric) RETURNS numeric LANGUAGE sql STABLE AS $$
  SELECT "fee_at_percent"("amount", (SELECT "fee_percent" FROM "platform_totals"))
$$;
--> statement-breakpoint
-- As migration 0015's, with two more figures: escrow_fees as named; awaiting_fees from each
-- object's awaiting_payment, which is one application's agreed amount (every deltas function
-- names one per row), so the fee is rounded per application. The percent is read once the totals
-- are locked: a change of the percent (keep_fees_at) holds writers before that lock.
CREATE OR REPLACE FUNCTION "account_totals_add"("deltas" jsonb) RETURNS void LANGUAGE plpgsql STRICT AS $$
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
    "refunded" = "t"."refunded" + "d"."refunded",
    "escrow_fees" = "t"."escrow_fees" + "d"."escrow_fees",
    "awaiting_fees" = "t"."awaiting_fees" + "d"."awaiting_fees"
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
      coalesce(sum("refunded"), 0) AS "refunded",
      coalesce(sum("escrow_fees"), 0) AS "escrow_fees",
      coalesce(sum("awaiting_fee"("awaiting_payment")), 0) AS "awaiting_fees"
    FROM jsonb_populate_recordset(NULL::"account_totals", "deltas") GROUP BY "user_id"
  ) AS "d"
  WHERE "t"."user_id" = "d"."user_id"
    AND ("d"."campaigns", "d"."applications", "d"."accepted_applications", "d"."awaiting_payment",
      "d"."in_escrow", "d"."earned", "d"."withdrawn", "d"."pending_withdrawals", "d"."paid",
      "d"."refunded", "d"."escrow_fees", "d"."awaiting_fees") IS DISTINCT FROM (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
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
-- The fee recorded with a collaboration's payment while it holds the money (HELD_STATUSES of
-- shared/src/contract/collaborations.ts), else 0.
CREATE FUNCTION "collaboration_escrow_fee"("row" jsonb) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "row" ->> 'status' IN ('in_escrow', 'delivered', 'changes_requested', 'disputed')
    THEN ("row" ->> 'platform_fee')::numeric ELSE 0 END
$$;
--> statement-breakpoint
-- As migration 0015's, the fee held joining the influencer's escrow_fees.
CREATE OR REPLACE FUNCTION "collaboration_totals_deltas"("sign" integer, "row" jsonb) RETURNS SETOF jsonb LANGUAGE sql STABLE AS $$
  VALUES (jsonb_build_object('user_id', "row" -> 'brand_id')),
    (jsonb_build_object('user_id', "row" -> 'influencer_id', 'awaiting_payment', -"sign" * coalesce((
      SELECT coalesce("applications"."expected_fee", "campaigns"."budget")
      FROM "applications" JOIN "campaigns" ON "campaigns"."id" = "applications"."campaign_id"
      WHERE "applications"."id" = ("row" ->> 'application_id')::integer
        AND "applications"."status" = 'accepted'), 0),
      'escrow_fees', "sign" * "collaboration_escrow_fee"("row")))
$$;
--> statement-breakpoint
-- A collaboration changed or deleted: the fee it holds, as it leaves or keeps holding money.
CREATE FUNCTION "collaboration_fee_deltas"("sign" integer, "row" jsonb) RETURNS SETOF jsonb LANGUAGE sql IMMUTABLE AS $$
  VALUES (jsonb_build_object('user_id', "row" -> 'brand_id')),
    (jsonb_build_object('user_id', "row" -> 'influencer_id', 'escrow_fees', "sign" * "collaboration_escrow_fee"("row")))
$$;
--> statement-breakpoint
CREATE TRIGGER "collaborations_totals_updates" AFTER UPDATE ON "collaborations" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_track"('collaboration_fee_deltas');--> statement-breakpoint
CREATE TRIGGER "collaborations_totals_deletes" AFTER DELETE ON "collaborations" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "account_totals_track"('collaboration_fee_deltas');--> statement-breakpoint
-- As migration 0015's view, with the two figures appended.
CREATE OR REPLACE VIEW "account_totals_fresh" AS
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
  coalesce("lb"."refunded", 0)::numeric(20, 2) AS "refunded",
  coalesce("ci"."escrow_fees", 0)::numeric(20, 2) AS "escrow_fees",
  coalesce("ai"."awaiting_fees", 0)::numeric(20, 2) AS "awaiting_fees"
FROM "users"
LEFT JOIN (SELECT "brand_id", count(*) AS "campaigns" FROM "campaigns" GROUP BY "brand_id") AS "c"
  ON "c"."brand_id" = "users"."id"
LEFT JOIN (SELECT "brand_id", count(*) AS "applications" FROM "applications" GROUP BY "brand_id") AS "ab"
  ON "ab"."brand_id" = "users"."id"
LEFT JOIN (SELECT "influencer_id", count(*) AS "applications",
    count(*) FILTER (WHERE "status" = 'accepted') AS "accepted",
    sum("awaiting") AS "awaiting", sum("awaiting_fee"("awaiting")) AS "awaiting_fees"
  FROM (SELECT "influencer_id", "status",
      "application_awaiting"("status", "id", "campaign_id", "expected_fee") AS "awaiting"
    FROM "applications") AS "a"
  GROUP BY "influencer_id") AS "ai"
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
  ON "p"."brand_id" = "users"."id"
LEFT JOIN (SELECT "influencer_id", sum("collaboration_escrow_fee"(to_jsonb("collaborations"))) AS "escrow_fees"
  FROM "collaborations" GROUP BY "influencer_id") AS "ci"
  ON "ci"."influencer_id" = "users"."id";
--> statement-breakpoint
CREATE OR REPLACE VIEW "account_totals_mismatches" AS
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
  ('refunded', "k"."refunded", "f"."refunded"),
  ('escrow_fees', "k"."escrow_fees", "f"."escrow_fees"),
  ('awaiting_fees', "k"."awaiting_fees", "f"."awaiting_fees")
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
-- As migration 0015's, with the two figures.
CREATE OR REPLACE FUNCTION "account_totals_recount"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE "corrected" integer;
BEGIN
  LOCK TABLE "users", "campaigns", "applications", "collaborations", "payments", "withdrawals",
    "ledger_entries" IN SHARE MODE;
  SELECT count(*) INTO "corrected" FROM "account_totals_mismatches";
  IF "corrected" = 0 THEN
    RETURN 0;
  END IF;
  INSERT INTO "account_totals" AS "t" ("user_id", "campaigns", "applications", "accepted_applications",
    "awaiting_payment", "in_escrow", "earned", "withdrawn", "pending_withdrawals", "paid", "refunded",
    "escrow_fees", "awaiting_fees")
  SELECT "user_id", "campaigns", "applications", "accepted_applications", "awaiting_payment",
    "in_escrow", "earned", "withdrawn", "pending_withdrawals", "paid", "refunded", "escrow_fees",
    "awaiting_fees"
  FROM "account_totals_fresh"
  ON CONFLICT ("user_id") DO UPDATE SET "campaigns" = excluded."campaigns",
    "applications" = excluded."applications", "accepted_applications" = excluded."accepted_applications",
    "awaiting_payment" = excluded."awaiting_payment", "in_escrow" = excluded."in_escrow",
    "earned" = excluded."earned", "withdrawn" = excluded."withdrawn",
    "pending_withdrawals" = excluded."pending_withdrawals", "paid" = excluded."paid",
    "refunded" = excluded."refunded", "escrow_fees" = excluded."escrow_fees",
    "awaiting_fees" = excluded."awaiting_fees"
  WHERE ("t"."campaigns", "t"."applications", "t"."accepted_applications", "t"."awaiting_payment",
      "t"."in_escrow", "t"."earned", "t"."withdrawn", "t"."pending_withdrawals", "t"."paid", "t"."refunded",
      "t"."escrow_fees", "t"."awaiting_fees")
    IS DISTINCT FROM (excluded."campaigns", excluded."applications", excluded."accepted_applications",
      excluded."awaiting_payment", excluded."in_escrow", excluded."earned", excluded."withdrawn",
      excluded."pending_withdrawals", excluded."paid", excluded."refunded", excluded."escrow_fees",
      excluded."awaiting_fees");
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
-- Keeps awaiting_fees at `percent` (the server's PLATFORM_FEE_PERCENT, at its start; false when it
-- already was): the percent is stored and every influencer's figure counted again at it. The
-- EXCLUSIVE lock waits for the transactions that changed totals to end, and holds the others at
-- account_totals_add's first lock, after which they read the new percent.
CREATE FUNCTION "keep_fees_at"("percent" numeric) RETURNS boolean LANGUAGE plpgsql STRICT AS $$
BEGIN
  IF (SELECT "fee_percent" FROM "platform_totals") = "percent" THEN
    RETURN false;
  END IF;
  LOCK TABLE "account_totals" IN EXCLUSIVE MODE;
  UPDATE "platform_totals" SET "fee_percent" = "percent" WHERE "fee_percent" <> "percent";
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  UPDATE "account_totals" AS "t" SET "awaiting_fees" = coalesce("f"."awaiting_fees", 0)
  FROM "account_totals" AS "k" LEFT JOIN (
    SELECT "influencer_id",
      sum("awaiting_fee"("application_awaiting"("status", "id", "campaign_id", "expected_fee"))) AS "awaiting_fees"
    FROM "applications" WHERE "status" = 'accepted' GROUP BY "influencer_id") AS "f"
    ON "f"."influencer_id" = "k"."user_id"
  WHERE "k"."user_id" = "t"."user_id" AND "t"."awaiting_fees" <> coalesce("f"."awaiting_fees", 0);
  RETURN true;
END
$$;
--> statement-breakpoint
-- The platform's totals row exists (migration 0015's back-fill wrote it), then the back-fill.
INSERT INTO "platform_totals" ("id") VALUES (true) ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
SELECT "account_totals_recount"();
