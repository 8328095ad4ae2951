-- The notification kinds whose e-mails a user switched off in settings (docs/accounts.md): none
-- by default, so every e-mail that matters is sent.
ALTER TABLE "users" ADD COLUMN "email_off" text[] DEFAULT '{}' NOT NULL;