ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind_check";--> statement-breakpoint
ALTER TABLE "payment_intents" DROP CONSTRAINT "payment_intents_gateway_check";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_sent_check";--> statement-breakpoint
ALTER TABLE "transfers" DROP CONSTRAINT "transfers_kind_check";--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "gateway_answer" jsonb;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gateway_state" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gateway_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind_check" CHECK ("accounts"."kind" in ('brand_payments', 'escrow', 'earnings', 'platform_fees', 'refunds_owed', 'payouts', 'clearing', 'gateway_fees'));--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_gateway_check" CHECK ("payment_intents"."gateway" in ('bkash', 'nagad'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_gateway_state_check" CHECK ("refunds"."gateway_state" is null or "refunds"."gateway_state" in ('sending', 'sent', 'refused'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_sent_check" CHECK (("refunds"."status" = 'sent') = ("refunds"."transaction_id" is not null and "refunds"."payment_method" is not null and ("refunds"."phone_number" is not null or "refunds"."gateway_state" = 'sent')));--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_kind_check" CHECK ("transfers"."kind" in ('payment', 'escrow', 'release', 'fee', 'refund', 'refund_sent', 'withdrawal', 'payout', 'withdrawal_returned', 'gateway_fee'));