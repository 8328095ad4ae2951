DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "users_role_id_idx";--> statement-breakpoint
CREATE INDEX "notifications_user_id_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "users_brand_id_idx" ON "users" USING btree ("id") WHERE "users"."role" in ('brand');--> statement-breakpoint
CREATE INDEX "users_influencer_id_idx" ON "users" USING btree ("id") WHERE "users"."role" in ('influencer');--> statement-breakpoint
CREATE INDEX "users_admin_id_idx" ON "users" USING btree ("id") WHERE "users"."role" in ('admin');