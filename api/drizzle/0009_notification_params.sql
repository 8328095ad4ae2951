-- Notifications store their kind's values instead of an English sentence; the API writes the
-- sentence in the reader's language (shared/src/contract/notification-text.ts). The values of
-- existing rows are read back from their sentences, as the services wrote them up to now: each
-- sentence's pattern, the names of its groups in order, and the values it says by its words.
ALTER TABLE "notifications" ADD COLUMN "params" jsonb;--> statement-breakpoint
UPDATE "notifications" SET "params" = parsed."params"
FROM (
  SELECT n."id" AS row_id,
    s.fixed || (SELECT jsonb_object_agg(u.name, u.value) FROM unnest(s.names, r.m) AS u(name, value)) AS "params"
  FROM "notifications" AS n
  JOIN (VALUES
  ('application_received', '^(\S+) applied to (.*)\.$', ARRAY['influencer', 'campaign'], '{}'::jsonb),
  ('application_decided', '^Your application to (.*) was (accepted|rejected)\.$', ARRAY['campaign', 'status'], '{}'::jsonb),
  ('payment_submitted', '^(\S+) sent a payment of ৳([0-9]+\.[0-9]{2}) for (.*)\. It is awaiting confirmation\.$', ARRAY['brand', 'amount', 'campaign'], '{}'::jsonb),
  ('payment_decided', '^The payment of ৳([0-9]+\.[0-9]{2}) from (\S+) for (.*) was confirmed\.$', ARRAY['amount', 'brand', 'campaign'], '{"to": "influencer", "status": "confirmed"}'::jsonb),
  ('payment_decided', '^The payment of ৳([0-9]+\.[0-9]{2}) from (\S+) for (.*) was rejected\. The brand can submit the payment again\.$', ARRAY['amount', 'brand', 'campaign'], '{"to": "influencer", "status": "rejected"}'::jsonb),
  ('payment_decided', '^Your payment of ৳([0-9]+\.[0-9]{2}) to (\S+) for (.*) was confirmed\.$', ARRAY['amount', 'influencer', 'campaign'], '{"to": "brand", "status": "confirmed"}'::jsonb),
  ('payment_decided', '^Your payment of ৳([0-9]+\.[0-9]{2}) to (\S+) for (.*) was rejected\. Please check the transaction ID and pay again\.$', ARRAY['amount', 'influencer', 'campaign'], '{"to": "brand", "status": "rejected"}'::jsonb),
  ('withdrawal_decided', '^Your withdrawal of ৳([0-9]+\.[0-9]{2}) to (\S+) was approved\. It reaches your wallet within 2-5 working days\.$', ARRAY['amount', 'phone_number'], '{"status": "approved"}'::jsonb),
  ('withdrawal_decided', '^Your withdrawal of ৳([0-9]+\.[0-9]{2}) was rejected\. The amount is back in your balance\.$', ARRAY['amount'], '{"status": "rejected"}'::jsonb),
  ('message_received', '^New message from (\S+)\.$', ARRAY['sender'], '{}'::jsonb)
  ) AS s(kind, pattern, names, fixed) ON s.kind = n."kind"
  CROSS JOIN LATERAL regexp_match(n."text", s.pattern) AS r(m)
  WHERE r.m IS NOT NULL
) AS parsed
WHERE "notifications"."id" = parsed.row_id;--> statement-breakpoint
-- A sentence none of these reads is kept as it was written, shown as it is in every language.
UPDATE "notifications" SET "params" = jsonb_build_object('text', "text") WHERE "params" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "params" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "text";
