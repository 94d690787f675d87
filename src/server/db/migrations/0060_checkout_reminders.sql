CREATE TABLE "checkout_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"checkout_reached_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"order_id" uuid,
	CONSTRAINT "checkout_reminders_kind_check" CHECK ("checkout_reminders"."kind" in ('first', 'second'))
);
--> statement-breakpoint
ALTER TABLE "checkout_reminders" ADD CONSTRAINT "checkout_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_reminders" ADD CONSTRAINT "checkout_reminders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_reminders_sent_at_idx" ON "checkout_reminders" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "checkout_reminders_user_idx" ON "checkout_reminders" USING btree ("user_id","checkout_reached_at");--> statement-breakpoint
-- The reminders of checkouts still open are kept on their carts: copied, so a period's count starts with them.
-- Those of carts already recovered or emptied were cleared with the cart and cannot be known.
INSERT INTO "checkout_reminders" ("user_id", "checkout_reached_at", "kind", "sent_at")
SELECT "user_id", "checkout_reached_at", 'first', "first_reminder_at" FROM "server_carts"
WHERE "checkout_reached_at" IS NOT NULL AND "first_reminder_at" IS NOT NULL
UNION ALL
SELECT "user_id", "checkout_reached_at", 'second', "second_reminder_at" FROM "server_carts"
WHERE "checkout_reached_at" IS NOT NULL AND "second_reminder_at" IS NOT NULL;
