CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"reviewee_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_text_check" CHECK (char_length("reviews"."text") between 1 and 1000),
	CONSTRAINT "reviews_reply_check" CHECK (("reviews"."reply" is null) = ("reviews"."replied_at" is null) and ("reviews"."reply" is null or ("reviews"."published_at" is not null and char_length("reviews"."reply") between 1 and 1000))),
	CONSTRAINT "reviews_not_self_check" CHECK ("reviews"."reviewer_id" <> "reviews"."reviewee_id")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "completed_collaborations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "rating_average" numeric(4, 3) GENERATED ALWAYS AS (case when "rating_count" = 0 then 0 else round("rating_sum"::numeric / "rating_count", 3) end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_application_id_collaborations_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."collaborations"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewee_id_users_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_application_reviewer_key" ON "reviews" USING btree ("application_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewee_published_idx" ON "reviews" USING btree ("reviewee_id","published_at","id") WHERE "reviews"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "reviews_publish_idx" ON "reviews" USING btree ("publish_at") WHERE "reviews"."published_at" is null;--> statement-breakpoint
CREATE INDEX "profiles_rating_idx" ON "profiles" USING btree ("rating_average","user_id");--> statement-breakpoint
CREATE INDEX "profiles_completed_idx" ON "profiles" USING btree ("completed_collaborations","user_id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_reputation_check" CHECK ("profiles"."rating_count" >= 0 and "profiles"."rating_sum" between "profiles"."rating_count" and 5 * "profiles"."rating_count" and "profiles"."completed_collaborations" >= 0);--> statement-breakpoint
-- Recomputes every profile's reputation from the tables (after a load that bypassed the services,
-- and as the back-fill below): the published reviews each user received, and the collaborations
-- they were a party to that ended released or split. Answers how many profiles it corrected, so a
-- check can assert that the kept figures equal a fresh count (0). Takes SHARE locks so that no
-- review or ending lands between a count and its storing.
CREATE FUNCTION "reputation_recount"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE corrected integer;
BEGIN
  LOCK TABLE "reviews", "collaborations" IN SHARE MODE;
  WITH "ratings" AS (
    SELECT "reviewee_id" AS "user_id", sum("rating")::integer AS "rating_sum",
      count(*)::integer AS "rating_count"
    FROM "reviews" WHERE "published_at" IS NOT NULL GROUP BY "reviewee_id"
  ), "completed" AS (
    SELECT "user_id", count(*)::integer AS "completed_collaborations" FROM (
      SELECT "brand_id" AS "user_id" FROM "collaborations" WHERE "status" IN ('released', 'split')
      UNION ALL
      SELECT "influencer_id" FROM "collaborations" WHERE "status" IN ('released', 'split')
    ) AS "parties" GROUP BY "user_id"
  ), "fresh" AS (
    SELECT "p"."user_id", coalesce("r"."rating_sum", 0) AS "rating_sum",
      coalesce("r"."rating_count", 0) AS "rating_count",
      coalesce("c"."completed_collaborations", 0) AS "completed_collaborations"
    FROM "profiles" "p"
    LEFT JOIN "ratings" "r" ON "r"."user_id" = "p"."user_id"
    LEFT JOIN "completed" "c" ON "c"."user_id" = "p"."user_id"
  )
  UPDATE "profiles" "p" SET "rating_sum" = "f"."rating_sum", "rating_count" = "f"."rating_count",
    "completed_collaborations" = "f"."completed_collaborations"
  FROM "fresh" "f"
  WHERE "f"."user_id" = "p"."user_id" AND ("p"."rating_sum", "p"."rating_count",
    "p"."completed_collaborations") IS DISTINCT FROM ("f"."rating_sum", "f"."rating_count",
    "f"."completed_collaborations");
  GET DIAGNOSTICS corrected = ROW_COUNT;
  RETURN corrected;
END
$$;
--> statement-breakpoint
-- Collaborations that ended before reputation was kept count from the start.
SELECT "reputation_recount"();
