CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_id_brand_key" ON "campaigns" USING btree ("id","brand_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_campaign_brand_fk" FOREIGN KEY ("campaign_id","brand_id") REFERENCES "public"."campaigns"("id","brand_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
DROP INDEX "campaigns_brand_created_idx";--> statement-breakpoint
DROP INDEX "messages_receiver_created_idx";--> statement-breakpoint
DROP INDEX "messages_sender_created_idx";--> statement-breakpoint
DROP INDEX "users_role_created_idx";--> statement-breakpoint
DROP INDEX "withdrawals_influencer_created_idx";--> statement-breakpoint
DROP INDEX "applications_accepted_influencer_brand_idx";--> statement-breakpoint
CREATE INDEX "campaigns_brand_id_idx" ON "campaigns" USING btree ("brand_id","id");--> statement-breakpoint
CREATE INDEX "messages_pair_id_idx" ON "messages" USING btree (least("sender_id", "receiver_id"),greatest("sender_id", "receiver_id"),"id");--> statement-breakpoint
CREATE INDEX "messages_receiver_id_idx" ON "messages" USING btree ("receiver_id","id");--> statement-breakpoint
CREATE INDEX "messages_sender_id_idx" ON "messages" USING btree ("sender_id","id");--> statement-breakpoint
CREATE INDEX "payments_confirmed_application_idx" ON "payments" USING btree ("application_id") WHERE "payments"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "payments_influencer_confirmed_idx" ON "payments" USING btree ("influencer_id","decided_at","amount","platform_fee") WHERE "payments"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "payments_brand_confirmed_idx" ON "payments" USING btree ("brand_id","decided_at","amount") WHERE "payments"."status" = 'confirmed';--> statement-breakpoint
CREATE INDEX "users_role_id_idx" ON "users" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("username" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "withdrawals_influencer_id_idx" ON "withdrawals" USING btree ("influencer_id","id","status","amount");--> statement-breakpoint
CREATE INDEX "applications_accepted_influencer_brand_idx" ON "applications" USING btree ("influencer_id","brand_id","id","campaign_id","expected_fee") WHERE "applications"."status" = 'accepted';