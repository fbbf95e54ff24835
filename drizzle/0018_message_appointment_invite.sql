ALTER TABLE "messages" ADD COLUMN "appointment_uuid" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "calendar_invite" jsonb;