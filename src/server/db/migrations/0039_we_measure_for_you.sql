ALTER TABLE "quotes" DROP CONSTRAINT "quotes_kind_check";--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "measure_visit_states" text DEFAULT 'Lagos, Federal Capital Territory' NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD COLUMN "measure_visit_fee_kobo" bigint DEFAULT 1500000 NOT NULL;--> statement-breakpoint
ALTER TABLE "website_settings" ADD CONSTRAINT "website_settings_measure_visit_fee" CHECK ("website_settings"."measure_visit_fee_kobo" between 0 and 100000000);--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_kind_check" CHECK ("quotes"."kind" in ('piece', 'project', 'measure-visit'));