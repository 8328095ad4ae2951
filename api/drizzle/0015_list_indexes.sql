DROP INDEX "users_role_id_idx";--> statement-breakpoint
CREATE INDEX "users_brand_id_idx" ON "users" USING btree ("id") WHERE "users"."role" in ('brand');--> statement-breakpoint
CREATE INDEX "users_influencer_id_idx" ON "users" USING btree ("id") WHERE "users"."role" in ('influencer');--> statement-breakpoint
CREATE INDEX "users_admin_id_idx" ON "users" USING btree ("id") WHERE "users"."role" in ('admin');