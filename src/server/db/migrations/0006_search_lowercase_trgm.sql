DROP INDEX "products_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin (lower("name" || ' ' || coalesce("description", '') || ' ' || "category") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);