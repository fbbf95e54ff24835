ALTER TABLE "messages" ADD COLUMN "provider_error_code" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "segment_count" integer;