CREATE TABLE "payment_intents" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"reference" text NOT NULL,
	"gateway_payment_id" text,
	"state" text DEFAULT 'created' NOT NULL,
	"trx_id" text,
	"failure_reason" text,
	"payment_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_intents_state_check" CHECK ("payment_intents"."state" in ('created', 'awaiting_approval', 'executing', 'completed', 'failed', 'cancelled', 'expired')),
	CONSTRAINT "payment_intents_gateway_check" CHECK ("payment_intents"."gateway" in ('bkash')),
	CONSTRAINT "payment_intents_amount_check" CHECK ("payment_intents"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_brand_id_users_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_reference_key" ON "payment_intents" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_gateway_payment_key" ON "payment_intents" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_trx_key" ON "payment_intents" USING btree ("gateway","trx_id");--> statement-breakpoint
CREATE INDEX "payment_intents_application_idx" ON "payment_intents" USING btree ("application_id","state");