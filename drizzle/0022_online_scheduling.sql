CREATE TABLE "online_codes" (
	"uuid" text PRIMARY KEY NOT NULL,
	"dealer_uuid" text NOT NULL,
	"phone" text NOT NULL,
	"caller_address" text,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_consents" (
	"uuid" text PRIMARY KEY NOT NULL,
	"dealer_uuid" text NOT NULL,
	"customer_uuid" text NOT NULL,
	"phone" text NOT NULL,
	"appointment_uuid" text,
	"consented_at" timestamp with time zone NOT NULL,
	"page" text NOT NULL,
	"wording" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_dealer_names" (
	"dealer_uuid" text PRIMARY KEY NOT NULL,
	"short_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_scheduling_settings" (
	"department_uuid" text PRIMARY KEY NOT NULL,
	"dealer_uuid" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"days_ahead" integer DEFAULT 14 NOT NULL,
	"min_notice_minutes" integer DEFAULT 120 NOT NULL,
	"transport_option_uuids" text[],
	"advisor_choice" boolean DEFAULT false NOT NULL,
	"bookable_advisor_uuids" text[],
	"welcome_text" text,
	"terms_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_waitlist" (
	"uuid" text PRIMARY KEY NOT NULL,
	"dealer_uuid" text NOT NULL,
	"department_uuid" text NOT NULL,
	"phone" text NOT NULL,
	"customer_uuid" text,
	"local_date" text NOT NULL,
	"operation_uuids" text[] NOT NULL,
	"transport_option_uuid" text,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "online_codes" ADD CONSTRAINT "online_codes_dealer_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_consents" ADD CONSTRAINT "online_consents_customer_uuid_fk" FOREIGN KEY ("customer_uuid") REFERENCES "public"."customers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_dealer_names" ADD CONSTRAINT "online_dealer_names_dealer_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_scheduling_settings" ADD CONSTRAINT "online_scheduling_settings_department_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_scheduling_settings" ADD CONSTRAINT "online_scheduling_settings_dealer_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_waitlist" ADD CONSTRAINT "online_waitlist_department_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_waitlist" ADD CONSTRAINT "online_waitlist_customer_uuid_fk" FOREIGN KEY ("customer_uuid") REFERENCES "public"."customers"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_codes_phone_idx" ON "online_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "online_codes_caller_address_idx" ON "online_codes" USING btree ("caller_address","created_at");--> statement-breakpoint
CREATE INDEX "online_consents_customer_idx" ON "online_consents" USING btree ("customer_uuid","consented_at");--> statement-breakpoint
CREATE UNIQUE INDEX "online_dealer_names_short_name_unique" ON "online_dealer_names" USING btree ("short_name");--> statement-breakpoint
CREATE INDEX "online_scheduling_settings_dealer_idx" ON "online_scheduling_settings" USING btree ("dealer_uuid");--> statement-breakpoint
CREATE INDEX "online_waitlist_department_date_idx" ON "online_waitlist" USING btree ("department_uuid","local_date","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "online_waitlist_phone_date_unique" ON "online_waitlist" USING btree ("department_uuid","phone","local_date");