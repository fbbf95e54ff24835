CREATE TABLE "opcodes" (
	"uuid" text PRIMARY KEY NOT NULL,
	"department_uuid" text NOT NULL,
	"labor_op_code" text NOT NULL,
	"op_code_name" text,
	"description" text,
	"duration_minutes" integer,
	"total_price" numeric(12, 2),
	"labor_price" numeric(12, 2),
	"parts_price" numeric(12, 2),
	"tax_amount" numeric(12, 2),
	"misc_price" numeric(12, 2),
	"dms_labor_price" numeric(12, 2),
	"dms_parts_price" numeric(12, 2),
	"dms_tax_amount" numeric(12, 2),
	"dms_total_price" numeric(12, 2),
	"is_valid" boolean DEFAULT true NOT NULL,
	"in_mobile_service" boolean DEFAULT false NOT NULL,
	"in_online_scheduler" boolean DEFAULT true NOT NULL,
	"in_service_cart" boolean DEFAULT false NOT NULL,
	"in_dealer_app_scheduler" boolean DEFAULT true NOT NULL,
	"comeback_flag" boolean DEFAULT false NOT NULL,
	"is_indexed" boolean DEFAULT false NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"pull_estimate_in_sc" boolean DEFAULT false NOT NULL,
	"use_dms_price" boolean DEFAULT false NOT NULL,
	"show_dms_price_mismatch_warning" boolean DEFAULT false NOT NULL,
	"communication_code" text,
	"pay_type" text,
	"dms_description" text,
	"service_type" text,
	"sort_order" integer,
	"correction" text,
	"cause" text,
	"sold_hours" numeric(8, 2),
	"dispatch_code" text,
	"usage_percentile" numeric(6, 2),
	"position" integer,
	"lead_time_minutes" integer,
	"notes" text,
	"recall_id" text,
	"vehicle_mileage_config_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"daily_limit_config_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hours_of_operation" (
	"uuid" text PRIMARY KEY NOT NULL,
	"department_uuid" text NOT NULL,
	"weekday" integer NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	"slot_size_minutes" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_options" (
	"uuid" text PRIMARY KEY NOT NULL,
	"department_uuid" text NOT NULL,
	"option_name" text NOT NULL,
	"custom_name" text NOT NULL,
	"icon" text,
	"show_on_dealer_app" boolean DEFAULT true NOT NULL,
	"show_online" boolean DEFAULT true NOT NULL,
	"is_pickup_and_delivery" boolean DEFAULT false NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opcodes" ADD CONSTRAINT "opcodes_department_uuid_departments_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hours_of_operation" ADD CONSTRAINT "hours_of_operation_department_uuid_departments_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_options" ADD CONSTRAINT "transport_options_department_uuid_departments_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "opcodes_department_labor_code_unique" ON "opcodes" USING btree ("department_uuid",lower("labor_op_code"));--> statement-breakpoint
CREATE INDEX "opcodes_department_idx" ON "opcodes" USING btree ("department_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "hours_of_operation_department_weekday_unique" ON "hours_of_operation" USING btree ("department_uuid","weekday");--> statement-breakpoint
CREATE INDEX "transport_options_department_idx" ON "transport_options" USING btree ("department_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "transport_options_department_name_unique" ON "transport_options" USING btree ("department_uuid","option_name");