-- Notifications store their kind's values instead of an English sentence; the API writes the
-- sentence in the reader's language (shared/src/contract/notification-text.ts). The values of
-- existing rows are read back from their sentences, as the services wrote them up to now.
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_build_object('influencer', m[1], 'campaign', m[2])
FROM (SELECT "id" AS row_id, regexp_match("text", '^(\S+) applied to (.*)\.$') AS m FROM "notifications" WHERE "kind" = 'application_received') AS parsed
WHERE "id" = parsed.row_id AND parsed.m IS NOT NULL;--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_build_object('campaign', m[1], 'status', m[2])
FROM (SELECT "id" AS row_id, regexp_match("text", '^Your application to (.*) was (accepted|rejected)\.$') AS m FROM "notifications" WHERE "kind" = 'application_decided') AS parsed
WHERE "id" = parsed.row_id AND parsed.m IS NOT NULL;--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_build_object('brand', m[1], 'amount', m[2], 'campaign', m[3])
FROM (SELECT "id" AS row_id, regexp_match("text", '^(\S+) sent a payment of ৳([0-9]+\.[0-9]{2}) for (.*)\. It is awaiting confirmation\.$') AS m FROM "notifications" WHERE "kind" = 'payment_submitted') AS parsed
WHERE "id" = parsed.row_id AND parsed.m IS NOT NULL;--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_build_object('to', 'influencer', 'amount', m[1], 'brand', m[2], 'campaign', m[3], 'status', 'confirmed')
FROM (SELECT "id" AS row_id, regexp_match("text", '^The payment of ৳([0-9]+\.[0-9]{2}) from (\S+) for (.*) was confirmed\.$') AS m FROM "notifications" WHERE "kind" = 'payment_decided') AS parsed
WHERE "id" = parsed.row_id AND parsed.m IS NOT NULL;--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_build_object('to', 'influencer', 'amount', m[1], 'brand', m[2], 'campaign', m[3], 'status', 'rejected')
FROM (SELECT "id" AS row_id, regexp_match("text", '^The payment of ৳([0-9]+\.[0-9]{2}) from (\S+) for (.*) was rejected\. The brand can submit the payment again\.$') AS m FROM "notifications" WHERE "kind" = 'payment_decided') AS parsed
WHERE "id" = parsed.row_id AND parsed.m IS NOT NULL;--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_build_object('to', 'brand', 'amount', m[1], 'influencer', m[2], 'campaign', m[3], 'status', 'confirmed')
FROM (SELECT "id" AS row_id, regexp_match("text", '^Your payment of ৳([0-9]+\.[0-9]{2}) to (\S+) for (.*) was confirmed\.$') AS m FROM "notifications" WHERE "kind" = 'payment_decided') AS parsed
WHERE "id" = parsed.row_id AND parsed.m IS NOT NULL;--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_build_object('to', 'brand', 'amount', m[1], 'influencer', m[2], 'campaign', m[3], 'status', 'rejected')
FROM (SELECT "id" AS row_id, regexp_match("text", '^Your payment of ৳([0-9]+\.[0-9]{2}) to (\S+) for (.*) was rejected\. Please check the transaction ID and pay again\.$') AS m FROM "notifications" WHERE "kind" = 'payment_decided') AS parsed
WHERE "id" = parsed.row_id AND parsed.m IS NOT NULL;--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_build_object('status', 'approved', 'amount', m[1], 'phone_number', m[2])
FROM (SELECT "id" AS row_id, regexp_match("text", '^Your withdrawal of ৳([0-9]+\.[0-9]{2}) to (\S+) was approved\. It reaches your wallet within 2-5 working days\.$') AS m FROM "notifications" WHERE "kind" = 'withdrawal_decided') AS parsed
WHERE "id" = parsed.row_id AND parsed.m IS NOT NULL;--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_build_object('status', 'rejected', 'amount', m[1])
FROM (SELECT "id" AS row_id, regexp_match("text", '^Your withdrawal of ৳([0-9]+\.[0-9]{2}) was rejected\. The amount is back in your balance\.$') AS m FROM "notifications" WHERE "kind" = 'withdrawal_decided') AS parsed
WHERE "id" = parsed.row_id AND parsed.m IS NOT NULL;--> statement-breakpoint
UPDATE "notifications" SET "params" = jsonb_build_object('sender', m[1])
FROM (SELECT "id" AS row_id, regexp_match("text", '^New message from (\S+)\.$') AS m FROM "notifications" WHERE "kind" = 'message_received') AS parsed
WHERE "id" = parsed.row_id AND parsed.m IS NOT NULL;--> statement-breakpoint
-- A sentence none of these reads is kept as it was written, shown as it is in every language.
UPDATE "notifications" SET "params" = jsonb_build_object('text', "text") WHERE "params" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "params" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "text";
