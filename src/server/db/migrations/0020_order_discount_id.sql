ALTER TABLE "orders" ADD COLUMN "discount_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_id_discount_codes_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discount_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_discount_id_idx" ON "orders" USING btree ("discount_id") WHERE "orders"."discount_id" is not null;--> statement-breakpoint
-- Orders placed before this version: their code by its use, else by its name (codes are unique in any case).
UPDATE "orders" SET "discount_id" = r."discount_id" FROM "discount_redemptions" r WHERE r."order_id" = "orders"."id";--> statement-breakpoint
UPDATE "orders" SET "discount_id" = d."id" FROM "discount_codes" d
  WHERE "orders"."discount_id" IS NULL AND "orders"."discount_code" IS NOT NULL AND lower(d."code") = lower("orders"."discount_code");
