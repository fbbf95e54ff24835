CREATE TABLE "text_consents" (
	"uuid" text PRIMARY KEY NOT NULL,
	"dealer_uuid" text NOT NULL,
	"department_uuid" text NOT NULL,
	"customer_uuid" text NOT NULL,
	"phone_number" text NOT NULL,
	"method" text NOT NULL,
	"recorded_by_user_uuid" text NOT NULL,
	"recorded_by_name" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "appointment_uuid" text;--> statement-breakpoint
ALTER TABLE "text_consents" ADD CONSTRAINT "text_consents_dealer_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_consents" ADD CONSTRAINT "text_consents_department_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_consents" ADD CONSTRAINT "text_consents_customer_uuid_fk" FOREIGN KEY ("customer_uuid") REFERENCES "public"."customers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_consents_customer_idx" ON "text_consents" USING btree ("customer_uuid","recorded_at");--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_appointment_uuid_fk" FOREIGN KEY ("appointment_uuid") REFERENCES "public"."appointments"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_invoices_appointment_idx" ON "payment_invoices" USING btree ("appointment_uuid");