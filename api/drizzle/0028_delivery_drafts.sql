CREATE TABLE "delivery_draft_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"draft_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"size_bytes" integer NOT NULL,
	CONSTRAINT "delivery_draft_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "delivery_draft_files_format_check" CHECK ("delivery_draft_files"."format" in ('jpg', 'png', 'webp', 'pdf')),
	CONSTRAINT "delivery_draft_files_size_check" CHECK ("delivery_draft_files"."size_bytes" between 1 and 10485760),
	CONSTRAINT "delivery_draft_files_name_check" CHECK (char_length("delivery_draft_files"."name") between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "delivery_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"links" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decision" text,
	"reason" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "delivery_drafts_decision_check" CHECK ("delivery_drafts"."decision" is null or "delivery_drafts"."decision" in ('approved', 'changes_requested')),
	CONSTRAINT "delivery_drafts_note_check" CHECK (char_length("delivery_drafts"."note") <= 2000),
	CONSTRAINT "delivery_drafts_reason_check" CHECK (("delivery_drafts"."decision" = 'changes_requested') = ("delivery_drafts"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "delivery_draft_files" ADD CONSTRAINT "delivery_draft_files_draft_id_delivery_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."delivery_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_drafts" ADD CONSTRAINT "delivery_drafts_application_id_collaborations_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."collaborations"("application_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_draft_files_draft_idx" ON "delivery_draft_files" USING btree ("draft_id","id");--> statement-breakpoint
CREATE INDEX "delivery_drafts_application_idx" ON "delivery_drafts" USING btree ("application_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_drafts_one_waiting_idx" ON "delivery_drafts" USING btree ("application_id") WHERE "delivery_drafts"."decision" is null;