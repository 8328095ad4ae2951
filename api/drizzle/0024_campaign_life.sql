-- A campaign's life (see docs/campaigns.md): the brand's choice to take new applications, how
-- many influencers it wants (it closes itself with that many accepted, read when shown, counted
-- from a partial index of accepted applications), and the deliverables it asks for (platform,
-- kind, count).
ALTER TABLE "campaigns" ADD COLUMN "is_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "influencers_wanted" integer;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "deliverables" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_accepted_campaign_idx" ON "applications" USING btree ("campaign_id") WHERE "applications"."status" = 'accepted';--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_influencers_wanted_check" CHECK ("campaigns"."influencers_wanted" between 1 and 1000);
