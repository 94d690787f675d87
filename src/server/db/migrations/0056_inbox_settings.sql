CREATE TABLE "inbox_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"sign_replies" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_settings_one_row" CHECK ("inbox_settings"."id" = 1)
);
