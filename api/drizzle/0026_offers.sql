CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"influencer_id" integer NOT NULL,
	"campaign_id" integer,
	"brief_title" text,
	"brief_deliverables" jsonb,
	"brief_deadline" date,
	"amount" numeric(12, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"application_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('pending', 'accepted', 'declined', 'withdrawn', 'expired')),
	CONSTRAINT "offers_amount_check" CHECK ("offers"."amount" > 0),
	CONSTRAINT "offers_campaign_or_brief_check" CHECK (("offers"."campaign_id" is null) <> ("offers"."brief_title" is null and "offers"."brief_deliverables" is null))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "origin" text DEFAULT 'application' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "is_private" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_brand_id_users_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_influencer_id_users_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_brand_id_idx" ON "offers" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "offers_influencer_id_idx" ON "offers" USING btree ("influencer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_pending_campaign_influencer_key" ON "offers" USING btree ("campaign_id","influencer_id") WHERE "offers"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_origin_check" CHECK ("applications"."origin" in ('application', 'offer', 'package'));