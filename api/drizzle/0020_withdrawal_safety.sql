-- Idempotency keys (api/src/idempotency), a withdrawal the influencer cancelled, and the index the
-- admin list reads to mark a request sent twice. A cancelled withdrawal needs no change to the kept
-- totals: withdrawal_totals_deltas (migration 0015) counts only pending and approved ones, so a
-- withdrawal leaving pending for cancelled returns its amount to the balance, as a rejected one does.
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key"),
	CONSTRAINT "idempotency_keys_key_check" CHECK (char_length("idempotency_keys"."key") between 1 and 255)
);
--> statement-breakpoint
ALTER TABLE "withdrawals" DROP CONSTRAINT "withdrawals_status_check";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "withdrawals_influencer_created_idx" ON "withdrawals" USING btree ("influencer_id","created_at");--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('pending', 'approved', 'rejected', 'cancelled'));