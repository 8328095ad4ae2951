CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"influencer_id" integer NOT NULL,
	"title" text NOT NULL,
	"platform" text NOT NULL,
	"deliverables" jsonb NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"delivery_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_platform_check" CHECK ("packages"."platform" in ('facebook', 'instagram', 'youtube', 'tiktok', 'twitter', 'other')),
	CONSTRAINT "packages_price_check" CHECK ("packages"."price" > 0),
	CONSTRAINT "packages_delivery_days_check" CHECK ("packages"."delivery_days" between 1 and 90)
);
--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_influencer_id_users_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "packages_influencer_id_idx" ON "packages" USING btree ("influencer_id","id");