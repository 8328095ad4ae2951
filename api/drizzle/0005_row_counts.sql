CREATE TABLE "row_counts" (
	"name" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
-- The counters kept: a table's name counts all its rows, "table.value" its rows whose grouping
-- column (the trigger's argument) holds that value. Recounting takes SHARE locks so that no write
-- lands between a count and its storing; the triggers of writers that waited then count on top.
CREATE FUNCTION "row_counts_recount"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "users", "campaigns", "applications", "payments", "withdrawals" IN SHARE MODE;
  INSERT INTO "row_counts" ("name", "value")
  SELECT 'users', count(*) FROM "users"
  UNION ALL SELECT 'users.brand', count(*) FROM "users" WHERE "role" = 'brand'
  UNION ALL SELECT 'users.influencer', count(*) FROM "users" WHERE "role" = 'influencer'
  UNION ALL SELECT 'campaigns', count(*) FROM "campaigns"
  UNION ALL SELECT 'applications', count(*) FROM "applications"
  UNION ALL SELECT 'payments', count(*) FROM "payments"
  UNION ALL SELECT 'payments.pending', count(*) FROM "payments" WHERE "status" = 'pending'
  UNION ALL SELECT 'withdrawals.pending', count(*) FROM "withdrawals" WHERE "status" = 'pending'
  ON CONFLICT ("name") DO UPDATE SET "value" = excluded."value";
END
$$;
--> statement-breakpoint
-- One trigger function for every counted table: statement-level with transition tables, so a
-- statement changing many rows updates each counter once, and only the counters that exist (a
-- group nobody counts, such as "payments.confirmed", matches no row and locks nothing). An UPDATE
-- touches a counter only when rows moved between groups by a net count, so the frequent updates
-- that move none (deactivating a user, editing a profile) take no counter lock. TG_ARGV[0] is the
-- grouping column; without one, the group name is null and matches nothing.
CREATE FUNCTION "row_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "row_counts" SET "value" = "value" + "delta"."rows"
    FROM (
      SELECT "counter"."name", count(*) AS "rows"
      FROM "new_rows",
        LATERAL (VALUES (TG_TABLE_NAME), (TG_TABLE_NAME || '.' || (to_jsonb("new_rows") ->> TG_ARGV[0])))
          AS "counter" ("name")
      GROUP BY "counter"."name"
    ) AS "delta"
    WHERE "row_counts"."name" = "delta"."name";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "row_counts" SET "value" = "value" - "delta"."rows"
    FROM (
      SELECT "counter"."name", count(*) AS "rows"
      FROM "old_rows",
        LATERAL (VALUES (TG_TABLE_NAME), (TG_TABLE_NAME || '.' || (to_jsonb("old_rows") ->> TG_ARGV[0])))
          AS "counter" ("name")
      GROUP BY "counter"."name"
    ) AS "delta"
    WHERE "row_counts"."name" = "delta"."name";
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE "row_counts" SET "value" = "value" + "delta"."rows"
    FROM (
      SELECT "moved"."name", sum("moved"."sign") AS "rows"
      FROM (
        SELECT TG_TABLE_NAME || '.' || (to_jsonb("new_rows") ->> TG_ARGV[0]), 1 FROM "new_rows"
        UNION ALL
        SELECT TG_TABLE_NAME || '.' || (to_jsonb("old_rows") ->> TG_ARGV[0]), -1 FROM "old_rows"
      ) AS "moved" ("name", "sign")
      GROUP BY "moved"."name"
      HAVING sum("moved"."sign") <> 0
    ) AS "delta"
    WHERE "row_counts"."name" = "delta"."name";
  ELSE
    UPDATE "row_counts" SET "value" = 0
    WHERE "name" = TG_TABLE_NAME OR starts_with("name", TG_TABLE_NAME || '.');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_count_inserts" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_track"('role');--> statement-breakpoint
CREATE TRIGGER "users_count_deletes" AFTER DELETE ON "users" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_track"('role');--> statement-breakpoint
CREATE TRIGGER "users_count_updates" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_track"('role');--> statement-breakpoint
CREATE TRIGGER "users_count_truncates" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_track"();--> statement-breakpoint
CREATE TRIGGER "campaigns_count_inserts" AFTER INSERT ON "campaigns" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_track"();--> statement-breakpoint
CREATE TRIGGER "campaigns_count_deletes" AFTER DELETE ON "campaigns" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_track"();--> statement-breakpoint
CREATE TRIGGER "campaigns_count_truncates" AFTER TRUNCATE ON "campaigns" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_track"();--> statement-breakpoint
CREATE TRIGGER "applications_count_inserts" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_track"();--> statement-breakpoint
CREATE TRIGGER "applications_count_deletes" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_track"();--> statement-breakpoint
CREATE TRIGGER "applications_count_truncates" AFTER TRUNCATE ON "applications" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_track"();--> statement-breakpoint
CREATE TRIGGER "payments_count_inserts" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_track"('status');--> statement-breakpoint
CREATE TRIGGER "payments_count_deletes" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_track"('status');--> statement-breakpoint
CREATE TRIGGER "payments_count_updates" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_track"('status');--> statement-breakpoint
CREATE TRIGGER "payments_count_truncates" AFTER TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_track"();--> statement-breakpoint
CREATE TRIGGER "withdrawals_count_inserts" AFTER INSERT ON "withdrawals" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_track"('status');--> statement-breakpoint
CREATE TRIGGER "withdrawals_count_deletes" AFTER DELETE ON "withdrawals" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_track"('status');--> statement-breakpoint
CREATE TRIGGER "withdrawals_count_updates" AFTER UPDATE ON "withdrawals" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_track"('status');--> statement-breakpoint
CREATE TRIGGER "withdrawals_count_truncates" AFTER TRUNCATE ON "withdrawals" FOR EACH STATEMENT EXECUTE FUNCTION "row_counts_track"();--> statement-breakpoint
-- After the triggers: their creation locks each table against writes until this migration
-- commits, so the seed counts every row exactly once.
SELECT "row_counts_recount"();
