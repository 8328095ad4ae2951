ALTER TABLE "payment_intents" ADD COLUMN "gateway_answer" jsonb;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "checked_at" timestamp with time zone;