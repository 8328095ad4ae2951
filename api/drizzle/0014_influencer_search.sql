DROP INDEX "profiles_category_followers_idx";--> statement-breakpoint
DROP INDEX "profiles_rating_idx";--> statement-breakpoint
CREATE INDEX "profiles_followers_idx" ON "profiles" USING btree ("followers_count","user_id");--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_category_followers_idx" ON "profiles" USING btree ("category","followers_count","user_id");--> statement-breakpoint
CREATE INDEX "profiles_rating_idx" ON "profiles" USING btree ("rating_average","rating_count","user_id");