DROP INDEX "products_price_idx";--> statement-breakpoint
CREATE INDEX "products_name_sort_idx" ON "products" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_category_sort_idx" ON "products" USING btree ("category","id");--> statement-breakpoint
CREATE INDEX "products_price_sort_idx" ON "products" USING btree ("price_kobo","id");--> statement-breakpoint
CREATE INDEX "products_stock_sort_idx" ON "products" USING btree ("stock_quantity","id");--> statement-breakpoint
CREATE INDEX "products_status_sort_idx" ON "products" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "products_featured_sort_idx" ON "products" USING btree ("featured","id");--> statement-breakpoint
CREATE INDEX "products_low_stock_idx" ON "products" USING btree ("stock_quantity","name","id") WHERE "products"."status" = 'active' and "products"."stock_quantity" <= 10;