CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text,
	"client_address" text,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_kind_check" CHECK ("uploads"."kind" in ('media', 'quote-file', 'problem-photo', 'stage-photo')),
	CONSTRAINT "uploads_bytes_check" CHECK ("uploads"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_created_at_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "uploads_client_address_created_at_idx" ON "uploads" USING btree ("client_address","created_at");--> statement-breakpoint
CREATE INDEX "uploads_user_id_created_at_idx" ON "uploads" USING btree ("user_id","created_at");