ALTER TABLE "users" ADD COLUMN "bkash_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nagad_number" text;