-- When each party of a dispute agreed to cancel (see docs/money.md): both, and the escrow went back
-- to the brand with no admin decision.
ALTER TABLE "disputes" ADD COLUMN "brand_agreed_cancel_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "influencer_agreed_cancel_at" timestamp with time zone;