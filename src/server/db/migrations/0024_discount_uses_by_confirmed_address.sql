ALTER TABLE "discount_redemptions" ALTER COLUMN "customer_email" DROP NOT NULL;--> statement-breakpoint
-- Uses counted before this version carry the email typed at checkout, which may be anyone's: each now
-- counts against its account and that account's address only if confirmed (src/server/discounts/discount-check.ts).
UPDATE "discount_redemptions" r SET "customer_email" = CASE WHEN u."email_verified" THEN lower(u."email") END
  FROM "users" u WHERE u."id" = r."user_id";
