DROP INDEX "payments_received_at_idx";--> statement-breakpoint
CREATE INDEX "orders_created_at_status_idx" ON "orders" USING btree ("created_at","status");--> statement-breakpoint
CREATE INDEX "payments_received_at_idx" ON "payments" USING btree (coalesce("paid_at", "created_at"),"paid_at","created_at","amount_kobo") WHERE "payments"."status" = 'succeeded';