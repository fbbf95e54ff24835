CREATE TABLE "processor_events" (
	"id" text PRIMARY KEY NOT NULL,
	"processor" text NOT NULL,
	"type" text NOT NULL,
	"account" text,
	"invoice_uuid" text,
	"payload" jsonb NOT NULL,
	"outcome" text,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "processor" text;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "checkout_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "checkout_idempotency_key" text;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "checkout_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "processor_payment_id" text;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "captured_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "signature_svg_path" text;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "payment_processor" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
ALTER TABLE "processor_events" ADD CONSTRAINT "processor_events_invoice_uuid_fk" FOREIGN KEY ("invoice_uuid") REFERENCES "public"."payment_invoices"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "processor_events_invoice_idx" ON "processor_events" USING btree ("invoice_uuid","created_at");--> statement-breakpoint
CREATE INDEX "payment_invoices_checkout_session_idx" ON "payment_invoices" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "payment_invoices_processor_payment_idx" ON "payment_invoices" USING btree ("processor_payment_id");--> statement-breakpoint
UPDATE "payment_invoices" SET "captured_minor" = "total_minor" WHERE "status" = 'PAID' AND "payment_type" = 'sale';
