CREATE TABLE "conversation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"source" text NOT NULL,
	"kind" text DEFAULT 'text' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"media_key" text,
	"media_type" text,
	"media_state" text,
	"media_note" text,
	"provider_media_id" text,
	"provider_message_id" text,
	"message_id" uuid,
	"staff_id" text,
	"product_id" uuid,
	"contact_message_id" uuid,
	"reply_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_messages_provider_message_id_unique" UNIQUE("provider_message_id"),
	CONSTRAINT "conversation_messages_reply_key_unique" UNIQUE("reply_key"),
	CONSTRAINT "conversation_messages_kind_check" CHECK ("conversation_messages"."kind" in ('text', 'image', 'audio', 'button', 'location', 'piece', 'discount', 'draft_link', 'quote', 'template', 'unsupported')),
	CONSTRAINT "conversation_messages_source_check" CHECK ("conversation_messages"."source" in ('whatsapp', 'contact_form', 'product_question', 'email'))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"phone" text,
	"wa_user_id" text,
	"email" text,
	"name" text,
	"user_id" text,
	"linked_by" text,
	"state" text DEFAULT 'open' NOT NULL,
	"assignee_id" text,
	"labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_inbound_at" timestamp with time zone,
	"preview" text DEFAULT '' NOT NULL,
	"replying_id" text,
	"replying_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_state_check" CHECK ("conversations"."state" in ('open', 'waiting', 'done')),
	CONSTRAINT "conversations_channel_check" CHECK ("conversations"."channel" in ('whatsapp', 'email')),
	CONSTRAINT "conversations_has_address" CHECK ("conversations"."phone" is not null or "conversations"."wa_user_id" is not null or "conversations"."email" is not null)
);
--> statement-breakpoint
CREATE TABLE "saved_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_messages" ADD CONSTRAINT "conversation_messages_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_replying_id_users_id_fk" FOREIGN KEY ("replying_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_messages_conversation_idx" ON "conversation_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_phone_key" ON "conversations" USING btree ("phone") WHERE "conversations"."phone" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_wa_user_id_key" ON "conversations" USING btree ("wa_user_id") WHERE "conversations"."phone" is null and "conversations"."wa_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_email_key" ON "conversations" USING btree ("email") WHERE "conversations"."phone" is null and "conversations"."wa_user_id" is null and "conversations"."email" is not null;--> statement-breakpoint
CREATE INDEX "conversations_last_message_idx" ON "conversations" USING btree ("last_message_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "conversations_state_idx" ON "conversations" USING btree ("state","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_assignee_idx" ON "conversations" USING btree ("assignee_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_user_id_idx" ON "conversations" USING btree ("user_id");