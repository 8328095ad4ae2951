CREATE TABLE "receipts" (
	"number" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payment_id" integer,
	"release_application_id" integer,
	"refund_id" integer,
	"withdrawal_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "receipts_kind_check" CHECK ("receipts"."kind" in ('payment', 'release', 'refund', 'payout')),
	CONSTRAINT "receipts_subject_check" CHECK (("receipts"."kind" = 'payment') = ("receipts"."payment_id" is not null)
        and ("receipts"."kind" = 'release') = ("receipts"."release_application_id" is not null)
        and ("receipts"."kind" = 'refund') = ("receipts"."refund_id" is not null)
        and ("receipts"."kind" = 'payout') = ("receipts"."withdrawal_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "payout_transaction_id" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_release_application_id_collaborations_application_id_fk" FOREIGN KEY ("release_application_id") REFERENCES "public"."collaborations"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_payment_key" ON "receipts" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_release_key" ON "receipts" USING btree ("release_application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_refund_key" ON "receipts" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_withdrawal_key" ON "receipts" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_method_payout_key" ON "withdrawals" USING btree ("payment_method","payout_transaction_id") WHERE "withdrawals"."payout_transaction_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_rejection_reason_check" CHECK ("payments"."rejection_reason" is null or ("payments"."status" = 'rejected' and char_length("payments"."rejection_reason") between 3 and 500));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_rejection_reason_check" CHECK ("withdrawals"."rejection_reason" is null or ("withdrawals"."status" = 'rejected' and char_length("withdrawals"."rejection_reason") between 3 and 500));--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_check" CHECK ("withdrawals"."payout_transaction_id" is null or ("withdrawals"."status" = 'approved' and "withdrawals"."payout_transaction_id" ~ '^[A-Z0-9]{8,20}$'));--> statement-breakpoint
-- Every confirmed payment, release, refund sent and approved withdrawal made before this migration
-- gets its receipt, numbered in the order they happened.
INSERT INTO "receipts" ("kind", "payment_id", "release_application_id", "refund_id", "withdrawal_id", "issued_at")
SELECT "kind", "payment_id", "release_application_id", "refund_id", "withdrawal_id", "issued_at" FROM (
  SELECT 'payment' AS "kind", "id" AS "payment_id", NULL::integer AS "release_application_id",
    NULL::integer AS "refund_id", NULL::integer AS "withdrawal_id", "decided_at" AS "issued_at", 1 AS "tie", "id" AS "subject"
  FROM "payments" WHERE "status" = 'confirmed' AND "decided_at" IS NOT NULL
  UNION ALL
  SELECT 'release', NULL, "application_id", NULL, NULL, min("created_at"), 2, "application_id"
  FROM "ledger_entries" WHERE "kind" = 'released' GROUP BY "application_id"
  UNION ALL
  SELECT 'refund', NULL, NULL, "id", NULL, "sent_at", 3, "id"
  FROM "refunds" WHERE "status" = 'sent' AND "sent_at" IS NOT NULL
  UNION ALL
  SELECT 'payout', NULL, NULL, NULL, "id", "decided_at", 4, "id"
  FROM "withdrawals" WHERE "status" = 'approved' AND "decided_at" IS NOT NULL
) AS "issued"
ORDER BY "issued_at", "tie", "subject";
