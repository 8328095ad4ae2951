ALTER TABLE "campaigns" ADD COLUMN "applications_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_applications_count_check" CHECK ("campaigns"."applications_count" >= 0);--> statement-breakpoint
-- Adds `delta` applications to each campaign of a JSON object {campaign_id: delta}. The campaigns'
-- rows are locked first, in ascending id, so two writers that share campaigns never wait on each
-- other in a circle; FOR NO KEY UPDATE, as the update itself takes, which an application's foreign
-- key check (FOR KEY SHARE) does not wait for, nor it for the check.
CREATE FUNCTION "campaign_applications_add"("deltas" jsonb) RETURNS void LANGUAGE plpgsql STRICT AS $$
BEGIN
  PERFORM 1 FROM "campaigns" WHERE "id" IN (SELECT "key"::integer FROM jsonb_each_text("deltas"))
  ORDER BY "id" FOR NO KEY UPDATE;
  UPDATE "campaigns" SET "applications_count" = "applications_count" + "d"."value"::integer
  FROM jsonb_each_text("deltas") AS "d"
  WHERE "campaigns"."id" = "d"."key"::integer AND "d"."value"::integer <> 0;
END
$$;
--> statement-breakpoint
-- Statement-level with transition tables: a statement adding or removing many applications changes
-- each campaign's count once. A campaign deleted with its applications (cascade) is already gone,
-- and nothing is left to change.
CREATE FUNCTION "campaign_applications_track"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE "deltas" jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT coalesce(jsonb_object_agg("campaign_id", "n"), '{}') INTO "deltas"
    FROM (SELECT "campaign_id", count(*) AS "n" FROM "new_rows" GROUP BY "campaign_id") AS "c";
  ELSE
    SELECT coalesce(jsonb_object_agg("campaign_id", -"n"), '{}') INTO "deltas"
    FROM (SELECT "campaign_id", count(*) AS "n" FROM "old_rows" GROUP BY "campaign_id") AS "c";
  END IF;
  PERFORM "campaign_applications_add"("deltas");
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An application never moves to another campaign; were one moved, both counts follow it.
CREATE FUNCTION "campaign_applications_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "campaign_applications_add"(jsonb_build_object(OLD."campaign_id", -1) || jsonb_build_object(NEW."campaign_id", 1));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Recounts every campaign's applications (after a load that bypassed the triggers, after a
-- TRUNCATE, and as the back-fill below); answers how many campaigns it corrected, so a check can
-- assert that the kept counts equal a fresh count (0). A SHARE lock keeps applications from
-- arriving between a count and its storing.
CREATE FUNCTION "campaign_applications_recount"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE "corrected" integer;
BEGIN
  LOCK TABLE "applications" IN SHARE MODE;
  UPDATE "campaigns" SET "applications_count" = "fresh"."n"
  FROM (
    SELECT "campaigns"."id", count("applications"."id")::integer AS "n"
    FROM "campaigns" LEFT JOIN "applications" ON "applications"."campaign_id" = "campaigns"."id"
    GROUP BY "campaigns"."id"
  ) AS "fresh"
  WHERE "campaigns"."id" = "fresh"."id" AND "campaigns"."applications_count" <> "fresh"."n";
  GET DIAGNOSTICS "corrected" = ROW_COUNT;
  RETURN "corrected";
END
$$;
--> statement-breakpoint
CREATE FUNCTION "campaign_applications_recount_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "campaign_applications_recount"();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "applications_campaign_count_inserts" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "campaign_applications_track"();--> statement-breakpoint
CREATE TRIGGER "applications_campaign_count_deletes" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "campaign_applications_track"();--> statement-breakpoint
CREATE TRIGGER "applications_campaign_count_moves" AFTER UPDATE OF "campaign_id" ON "applications" FOR EACH ROW WHEN (OLD."campaign_id" IS DISTINCT FROM NEW."campaign_id") EXECUTE FUNCTION "campaign_applications_move"();--> statement-breakpoint
CREATE TRIGGER "applications_campaign_count_truncates" AFTER TRUNCATE ON "applications" FOR EACH STATEMENT EXECUTE FUNCTION "campaign_applications_recount_after_truncate"();--> statement-breakpoint
-- The applications made before the count was kept.
SELECT "campaign_applications_recount"();
