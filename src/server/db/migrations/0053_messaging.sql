CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"user_id" text,
	"event" text NOT NULL,
	"purpose" text NOT NULL,
	"channel" text NOT NULL,
	"phone" text,
	"template" text,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"body" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"provider_message_id" text,
	"error_code" text,
	"error_reason" text,
	"note" text,
	"billable" boolean,
	"pricing_category" text,
	"pricing_model" text,
	"replaces_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_provider_message_id_unique" UNIQUE("provider_message_id"),
	CONSTRAINT "messages_state_check" CHECK ("messages"."state" in ('queued', 'accepted', 'sent', 'failed', 'delivered', 'read', 'not_sent')),
	CONSTRAINT "messages_channel_check" CHECK ("messages"."channel" in ('whatsapp', 'sms', 'email')),
	CONSTRAINT "messages_purpose_check" CHECK ("messages"."purpose" in ('order_updates', 'marketing'))
);
--> statement-breakpoint
CREATE TABLE "messaging_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"user_id" text,
	"email" text,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"source" text NOT NULL,
	"words_shown" text NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_consents_purpose_check" CHECK ("messaging_consents"."purpose" in ('order_updates', 'marketing')),
	CONSTRAINT "messaging_consents_source_check" CHECK ("messaging_consents"."source" in ('checkout', 'account', 'quote_request', 'sell', 'draft', 'whatsapp_stop', 'whatsapp_start', 'whatsapp_preferences'))
);
--> statement-breakpoint
CREATE TABLE "messaging_contacts" (
	"phone" text PRIMARY KEY NOT NULL,
	"wa_id" text,
	"last_inbound_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"whatsapp_enabled" boolean DEFAULT false NOT NULL,
	"whatsapp_api_url" text,
	"whatsapp_api_version" text,
	"whatsapp_phone_number_id" text,
	"whatsapp_business_account_id" text,
	"whatsapp_access_token_sealed" text,
	"whatsapp_app_secret_sealed" text,
	"whatsapp_verify_token_sealed" text,
	"sms_enabled" boolean DEFAULT false NOT NULL,
	"termii_api_url" text,
	"termii_sender_id" text,
	"termii_api_key_sealed" text,
	"termii_secret_sealed" text,
	"whatsapp_token_refused_at" timestamp with time zone,
	"whatsapp_token_refused_fingerprint" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messaging_settings_one_row" CHECK ("messaging_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "messaging_webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "whatsapp_templates" (
	"name" text PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"category" text NOT NULL,
	"state" text DEFAULT 'not_submitted' NOT NULL,
	"reason" text,
	"meta_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_templates_state_check" CHECK ("whatsapp_templates"."state" in ('not_submitted', 'pending', 'approved', 'rejected', 'paused', 'disabled'))
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_replaces_id_messages_id_fk" FOREIGN KEY ("replaces_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_order_id_idx" ON "messages" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_user_id_idx" ON "messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_phone_idx" ON "messages" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "messages_created_at_idx" ON "messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "messaging_consents_phone_purpose_idx" ON "messaging_consents" USING btree ("phone","purpose","created_at");--> statement-breakpoint
CREATE INDEX "messaging_consents_user_id_idx" ON "messaging_consents" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messaging_webhook_events_unprocessed_idx" ON "messaging_webhook_events" USING btree ("received_at") WHERE "messaging_webhook_events"."processed_at" is null;--> statement-breakpoint
INSERT INTO "messaging_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;