CREATE TABLE "server_carts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checkout_reached_at" timestamp with time zone,
	"first_reminder_at" timestamp with time zone,
	"second_reminder_at" timestamp with time zone,
	"restore_token_hash" text,
	"restore_token_expires_at" timestamp with time zone,
	"recovered_order_id" uuid,
	"recovered_at" timestamp with time zone,
	CONSTRAINT "server_carts_restore_token_hash_unique" UNIQUE("restore_token_hash")
);
--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "abandoned_first_delay_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "abandoned_second_delay_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "server_carts" ADD CONSTRAINT "server_carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "server_carts" ADD CONSTRAINT "server_carts_recovered_order_id_orders_id_fk" FOREIGN KEY ("recovered_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "server_carts_checkout_reached_idx" ON "server_carts" USING btree ("checkout_reached_at") WHERE "server_carts"."checkout_reached_at" is not null;--> statement-breakpoint
ALTER TABLE "website_settings" ADD CONSTRAINT "website_settings_abandoned_delays" CHECK ("website_settings"."abandoned_first_delay_minutes" between 15 and 1440 and "website_settings"."abandoned_second_delay_hours" between 2 and 168);