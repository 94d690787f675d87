CREATE TABLE "einvoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_id" uuid,
	"type_code" text NOT NULL,
	"invoice_number" text NOT NULL,
	"irn" text NOT NULL,
	"issue_date" date NOT NULL,
	"kind" text DEFAULT 'B2C' NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"payment_status" text NOT NULL,
	"reported_payment_status" text,
	"state" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_answer" text,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_by" timestamp with time zone NOT NULL,
	"signed_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "einvoices_state_check" CHECK ("einvoices"."state" in ('waiting', 'validated', 'signed', 'transmitted', 'confirmed', 'refused')),
	CONSTRAINT "einvoices_invoice_names_no_refund" CHECK ("einvoices"."type_code" = '381' or "einvoices"."refund_id" is null)
);
--> statement-breakpoint
ALTER TABLE "einvoices" ADD CONSTRAINT "einvoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "einvoices" ADD CONSTRAINT "einvoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "einvoices_irn_unique" ON "einvoices" USING btree ("irn");--> statement-breakpoint
CREATE UNIQUE INDEX "einvoices_order_invoice_unique" ON "einvoices" USING btree ("order_id") WHERE "einvoices"."type_code" = '380';--> statement-breakpoint
CREATE UNIQUE INDEX "einvoices_refund_unique" ON "einvoices" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "einvoices_state_created_at_idx" ON "einvoices" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "einvoices_created_at_idx" ON "einvoices" USING btree ("created_at");