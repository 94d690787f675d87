ALTER TABLE "two_factors" ADD COLUMN "last_totp_step" bigint;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "staff_two_factor_required" boolean;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "max_line_quantity" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "max_open_unpaid_orders" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD CONSTRAINT "website_settings_max_line_quantity" CHECK ("website_settings"."max_line_quantity" between 1 and 1000);--> statement-breakpoint
ALTER TABLE "website_settings" ADD CONSTRAINT "website_settings_max_open_unpaid_orders" CHECK ("website_settings"."max_open_unpaid_orders" between 1 and 100);