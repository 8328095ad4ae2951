CREATE TABLE "collaborations" (
	"application_id" integer PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"influencer_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"platform_fee" numeric(12, 2) NOT NULL,
	"status" text NOT NULL,
	"revisions_used" integer DEFAULT 0 NOT NULL,
	"auto_release_at" timestamp with time zone,
	"funded_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	CONSTRAINT "collaborations_status_check" CHECK ("collaborations"."status" in ('in_escrow', 'delivered', 'changes_requested', 'disputed', 'released', 'refunded', 'split')),
	CONSTRAINT "collaborations_closed_by_check" CHECK ("collaborations"."closed_by" is null or "collaborations"."closed_by" in ('approved', 'auto', 'dispute', 'withdrawn', 'cancelled', 'before_escrow')),
	CONSTRAINT "collaborations_amount_check" CHECK ("collaborations"."amount" > 0),
	CONSTRAINT "collaborations_revisions_check" CHECK ("collaborations"."revisions_used" >= 0),
	CONSTRAINT "collaborations_auto_release_check" CHECK (("collaborations"."status" = 'delivered') = ("collaborations"."auto_release_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"links" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decision" text,
	"reason" text,
	"decided_at" timestamp with time zone,
	"auto_released" boolean DEFAULT false NOT NULL,
	CONSTRAINT "deliveries_decision_check" CHECK ("deliveries"."decision" is null or "deliveries"."decision" in ('approved', 'changes_requested')),
	CONSTRAINT "deliveries_note_check" CHECK (char_length("deliveries"."note") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"opened_by" integer NOT NULL,
	"reason" text NOT NULL,
	"status_before" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"outcome" text,
	"influencer_amount" numeric(12, 2),
	"brand_amount" numeric(12, 2),
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "disputes_outcome_check" CHECK ("disputes"."outcome" is null or "disputes"."outcome" in ('release', 'refund', 'split'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"influencer_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('held', 'released', 'fee', 'refunded')),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"cause" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_method" text,
	"phone_number" text,
	"transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by" integer,
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'sent')),
	CONSTRAINT "refunds_cause_check" CHECK ("refunds"."cause" in ('withdrawn', 'cancelled', 'dispute')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_sent_check" CHECK (("refunds"."status" = 'sent') = ("refunds"."transaction_id" is not null and "refunds"."phone_number" is not null and "refunds"."payment_method" is not null))
);
--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_brand_id_users_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_influencer_id_users_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborations" ADD CONSTRAINT "collaborations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_application_id_collaborations_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."collaborations"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_application_id_collaborations_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."collaborations"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_application_id_collaborations_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."collaborations"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_influencer_id_users_id_fk" FOREIGN KEY ("influencer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_brand_id_users_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_application_id_collaborations_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."collaborations"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_brand_id_users_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaborations_auto_release_idx" ON "collaborations" USING btree ("auto_release_at") WHERE "collaborations"."status" = 'delivered';--> statement-breakpoint
CREATE INDEX "collaborations_influencer_idx" ON "collaborations" USING btree ("influencer_id","application_id");--> statement-breakpoint
CREATE INDEX "collaborations_brand_idx" ON "collaborations" USING btree ("brand_id","application_id");--> statement-breakpoint
CREATE INDEX "deliveries_application_idx" ON "deliveries" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_application_key" ON "disputes" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "disputes_open_idx" ON "disputes" USING btree ("id") WHERE "disputes"."outcome" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_influencer_idx" ON "ledger_entries" USING btree ("influencer_id","kind","created_at","amount");--> statement-breakpoint
CREATE INDEX "ledger_entries_brand_idx" ON "ledger_entries" USING btree ("brand_id","kind","created_at","amount");--> statement-breakpoint
CREATE INDEX "ledger_entries_application_idx" ON "ledger_entries" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_application_key" ON "refunds" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_method_transaction_key" ON "refunds" USING btree ("payment_method","transaction_id") WHERE "refunds"."transaction_id" is not null;--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "refunds_brand_idx" ON "refunds" USING btree ("brand_id","id");--> statement-breakpoint
-- Payments confirmed before escrow existed went straight into the influencer's balance: each
-- becomes a collaboration released at its confirmation (closed 'before_escrow'), with the ledger
-- entries that say so (held, then released net of the fee and the fee), so nothing anybody could
-- withdraw before disappears and every balance keeps its value.
INSERT INTO "collaborations" ("application_id", "brand_id", "influencer_id", "payment_id", "amount",
  "platform_fee", "status", "funded_at", "closed_at", "closed_by")
SELECT "application_id", "brand_id", "influencer_id", "id", "amount", "platform_fee", 'released',
  coalesce("decided_at", "created_at"), coalesce("decided_at", "created_at"), 'before_escrow'
FROM "payments" WHERE "status" = 'confirmed';--> statement-breakpoint
INSERT INTO "ledger_entries" ("application_id", "influencer_id", "brand_id", "kind", "amount", "created_at")
SELECT "application_id", "influencer_id", "brand_id", 'held', "amount", "funded_at" FROM "collaborations"
UNION ALL
SELECT "application_id", "influencer_id", "brand_id", 'released', "amount" - "platform_fee", "closed_at"
FROM "collaborations" WHERE "amount" > "platform_fee"
UNION ALL
SELECT "application_id", "influencer_id", "brand_id", 'fee', "platform_fee", "closed_at"
FROM "collaborations" WHERE "platform_fee" > 0;
