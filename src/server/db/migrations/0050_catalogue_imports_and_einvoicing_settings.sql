CREATE TABLE "einvoicing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"api_url" text,
	"tin" text,
	"business_id" text,
	"service_id" text,
	"api_key_sealed" text,
	"api_secret_sealed" text,
	"crypto_keys" text,
	"default_hs_code" text DEFAULT '9403' NOT NULL,
	"default_product_category" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoicing_settings_one_row" CHECK ("einvoicing_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "mbs_resources" (
	"list" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mbs_resources_list_code_pk" PRIMARY KEY("list","code")
);
--> statement-breakpoint
CREATE TABLE "catalogue_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" text NOT NULL,
	"origin" text NOT NULL,
	"imported_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_imports_origin_check" CHECK ("catalogue_imports"."origin" in ('shopify', 'woocommerce'))
);
--> statement-breakpoint
CREATE TABLE "import_category_choices" (
	"origin" text NOT NULL,
	"file_category" text NOT NULL,
	"category_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_category_choices_origin_file_category_pk" PRIMARY KEY("origin","file_category")
);
--> statement-breakpoint
CREATE TABLE "import_pictures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"import_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"position" integer,
	"url" text NOT NULL,
	"row" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_pictures_state_check" CHECK ("import_pictures"."state" in ('waiting', 'fetched', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hs_code" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "tax_product_category" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hs_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_product_category" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_tin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_business_name" text;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD COLUMN "buyer_tin" text;--> statement-breakpoint
ALTER TABLE "draft_orders" ADD COLUMN "buyer_business_name" text;--> statement-breakpoint
ALTER TABLE "catalogue_imports" ADD CONSTRAINT "catalogue_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_category_choices" ADD CONSTRAINT "import_category_choices_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_pictures" ADD CONSTRAINT "import_pictures_import_id_catalogue_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."catalogue_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_pictures" ADD CONSTRAINT "import_pictures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_pictures" ADD CONSTRAINT "import_pictures_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_imports_created_at_idx" ON "catalogue_imports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "import_pictures_import_state_idx" ON "import_pictures" USING btree ("import_id","state");--> statement-breakpoint
CREATE INDEX "import_pictures_product_idx" ON "import_pictures" USING btree ("product_id");--> statement-breakpointINSERT INTO "einvoicing_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
