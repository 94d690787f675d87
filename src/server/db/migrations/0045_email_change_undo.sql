ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "two_factors" ADD COLUMN "secret_set_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('reset-password', 'verify-email', 'change-email', 'staff-enrolment', 'undo-email-change'));--> statement-breakpoint
-- Better Auth sets an authenticator up again on the row of one never finished: its new secret counts from then.
CREATE OR REPLACE FUNCTION two_factors_secret_set_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.secret_set_at := now();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER two_factors_secret_set BEFORE UPDATE OF secret ON two_factors FOR EACH ROW WHEN (NEW.secret IS DISTINCT FROM OLD.secret) EXECUTE FUNCTION two_factors_secret_set_at();
