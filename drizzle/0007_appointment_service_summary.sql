ALTER TABLE "appointments" ADD COLUMN "labor_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "opcode_uuids" text[] DEFAULT '{}'::text[] NOT NULL;