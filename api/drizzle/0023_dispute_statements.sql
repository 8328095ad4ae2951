-- The parties' statements in a dispute (see docs/money.md): what each adds to their case while it
-- is open, with links as evidence; the opener's reason stays on disputes as their first statement.
-- When each party agreed to cancel: both, and the escrow went back to the brand with no admin
-- decision.
CREATE TABLE "dispute_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"dispute_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dispute_statements_text_check" CHECK (char_length("dispute_statements"."text") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "brand_agreed_cancel_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "influencer_agreed_cancel_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "dispute_statements" ADD CONSTRAINT "dispute_statements_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_statements" ADD CONSTRAINT "dispute_statements_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_statements_dispute_idx" ON "dispute_statements" USING btree ("dispute_id","id");