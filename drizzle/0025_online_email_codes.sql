ALTER TABLE "online_codes" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "online_codes" ADD COLUMN "email" text;--> statement-breakpoint
CREATE INDEX "online_codes_email_idx" ON "online_codes" USING btree ("email","created_at");