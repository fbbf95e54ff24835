CREATE INDEX "appointment_services_appointment_hash_idx" ON "appointment_services" USING hash ("appointment_uuid");--> statement-breakpoint
CREATE INDEX "customer_emails_preferred_hash_idx" ON "customer_emails" USING hash ("customer_uuid") WHERE "customer_emails"."is_preferred";--> statement-breakpoint
CREATE INDEX "customer_phones_preferred_hash_idx" ON "customer_phones" USING hash ("customer_uuid") WHERE "customer_phones"."is_preferred";--> statement-breakpoint
CREATE INDEX "customers_uuid_hash_idx" ON "customers" USING hash ("uuid");--> statement-breakpoint
CREATE INDEX "vehicles_uuid_hash_idx" ON "vehicles" USING hash ("uuid");