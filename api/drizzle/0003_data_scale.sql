ALTER TABLE "applications" ADD COLUMN "brand_id" integer;--> statement-breakpoint
UPDATE "applications" SET "brand_id" = "campaigns"."brand_id" FROM "campaigns" WHERE "campaigns"."id" = "applications"."campaign_id";--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "brand_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_brand_id_users_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_brand_id_idx" ON "applications" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "applications_influencer_id_idx" ON "applications" USING btree ("influencer_id","id");--> statement-breakpoint
CREATE INDEX "applications_accepted_brand_influencer_idx" ON "applications" USING btree ("brand_id","influencer_id") WHERE "applications"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "applications_accepted_influencer_brand_idx" ON "applications" USING btree ("influencer_id","brand_id") WHERE "applications"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "payments_application_idx" ON "payments" USING btree ("application_id");