CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_updated_idx" ON "webhook_deliveries" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "processor_events_processed_idx" ON "processor_events" USING btree ("processed_at");