CREATE TABLE "variant_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant_id" uuid NOT NULL,
	"cost_kobo" bigint,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_name" text,
	CONSTRAINT "variant_costs_cost_check" CHECK ("variant_costs"."cost_kobo" is null or "variant_costs"."cost_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "cost_kobo" bigint;--> statement-breakpoint
ALTER TABLE "variant_costs" ADD CONSTRAINT "variant_costs_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "variant_costs_variant_from_idx" ON "variant_costs" USING btree ("variant_id","effective_from" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_cost_check" CHECK ("product_variants"."cost_kobo" is null or "product_variants"."cost_kobo" >= 0);