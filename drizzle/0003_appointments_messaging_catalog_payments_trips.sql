CREATE TABLE "appointment_drafts" (
	"uuid" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"dealer_uuid" text NOT NULL,
	"department_uuid" text NOT NULL,
	"customer_uuid" text NOT NULL,
	"request" jsonb NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"appointment_uuid" text,
	"created_by_principal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_history" (
	"uuid" text PRIMARY KEY NOT NULL,
	"appointment_uuid" text NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"platform" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_services" (
	"uuid" text PRIMARY KEY NOT NULL,
	"appointment_uuid" text NOT NULL,
	"sort_order" integer NOT NULL,
	"title" text,
	"labor_op_code" text,
	"description" text,
	"op_code_name" text,
	"operation_type" text DEFAULT 'OPCODE' NOT NULL,
	"operation_uuid" text,
	"menu_uuid" text,
	"parent_title" text,
	"parent_opcode_uuid" text,
	"price" numeric(12, 2),
	"labor_total" numeric(12, 2),
	"parts_total" numeric(12, 2),
	"shop_fees" numeric(12, 2),
	"taxes" numeric(12, 2),
	"pay_type" text,
	"recall_id" text,
	"is_custom_concern" boolean DEFAULT false NOT NULL,
	"duration_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"uuid" text PRIMARY KEY NOT NULL,
	"dealer_uuid" text NOT NULL,
	"department_uuid" text NOT NULL,
	"customer_uuid" text NOT NULL,
	"vehicle_uuid" text,
	"appointment_key" text,
	"status" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"local_date" date NOT NULL,
	"assigned_dealer_associate_uuid" text,
	"creator_dealer_associate_uuid" text,
	"team_uuid" text,
	"transport_option_uuid" text,
	"alt_transportation" text,
	"booking_id" text,
	"book_in_third_party" boolean DEFAULT false NOT NULL,
	"comments" text,
	"internal_notes" text,
	"mileage_text" text,
	"recall" boolean DEFAULT false NOT NULL,
	"push_to_dms" boolean DEFAULT false NOT NULL,
	"reminder_count" integer DEFAULT 0 NOT NULL,
	"is_overridden" boolean DEFAULT false NOT NULL,
	"override_future_no_pref_appointment" boolean DEFAULT false NOT NULL,
	"draft_uuid" text,
	"sd_session_id" text,
	"pdr_to_opcodes" jsonb,
	"deferred_recall_list" jsonb,
	"pickup_delivery_trip_event" jsonb,
	"meta_data" jsonb,
	"preferences" jsonb,
	"platform" text NOT NULL,
	"created_by_principal" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"uuid" text PRIMARY KEY NOT NULL,
	"principal_id" text NOT NULL,
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer NOT NULL,
	"response_body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_orders" (
	"uuid" text PRIMARY KEY NOT NULL,
	"dealer_uuid" text NOT NULL,
	"department_uuid" text NOT NULL,
	"order_number" text NOT NULL,
	"order_type" text DEFAULT 'RO' NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"order_date" date NOT NULL,
	"customer_uuid" text,
	"vehicle_uuid" text,
	"appointment_uuid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_locks" (
	"uuid" text PRIMARY KEY NOT NULL,
	"department_uuid" text NOT NULL,
	"customer_uuid" text NOT NULL,
	"dealer_associate_uuid" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"uuid" text PRIMARY KEY NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"dealer_uuid" text NOT NULL,
	"department_uuid" text NOT NULL,
	"customer_uuid" text NOT NULL,
	"dealer_associate_uuid" text,
	"kind" text NOT NULL,
	"protocol" text NOT NULL,
	"direction" text NOT NULL,
	"delivery_status" text NOT NULL,
	"from_name" text,
	"from_number" text,
	"to_name" text,
	"to_number" text,
	"cc_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bcc_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"send_vcard" boolean DEFAULT false NOT NULL,
	"is_manual" boolean DEFAULT false NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"is_archive" boolean DEFAULT false NOT NULL,
	"purpose" text,
	"provider_message_id" text,
	"error_code" text,
	"failure_reason" text,
	"warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"send_synchronously" boolean DEFAULT false NOT NULL,
	"callback_url" text,
	"callback_meta_data" jsonb,
	"api_client_uuid" text,
	"request_uuid" text,
	"send_attempts" integer DEFAULT 0 NOT NULL,
	"sent_on" timestamp with time zone,
	"received_on" timestamp with time zone DEFAULT now() NOT NULL,
	"routed_on" timestamp with time zone,
	"delivered_on" timestamp with time zone,
	"queue_expires_at" timestamp with time zone,
	"draft_status" text,
	"scheduled_on" timestamp with time zone,
	"add_signature" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messaging_settings" (
	"dealer_uuid" text PRIMARY KEY NOT NULL,
	"opt_in_queue_timeout_minutes" integer DEFAULT 1440 NOT NULL,
	"recipient_rate_limit" integer,
	"recipient_rate_window_seconds" integer,
	"blocked_email_domains" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"do_not_cc_addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opcode_history" (
	"uuid" text PRIMARY KEY NOT NULL,
	"opcode_uuid" text NOT NULL,
	"department_uuid" text NOT NULL,
	"event" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"event_dealer_associate_uuid" text,
	"actor_kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"request_id" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_menu_items" (
	"uuid" text PRIMARY KEY NOT NULL,
	"menu_uuid" text NOT NULL,
	"item_type" text DEFAULT 'OPCODE' NOT NULL,
	"opcode_uuid" text,
	"labor_op_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" numeric(12, 2),
	"duration_minutes" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_menus" (
	"uuid" text PRIMARY KEY NOT NULL,
	"department_uuid" text NOT NULL,
	"menu_type" text NOT NULL,
	"menu_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"mileage" integer,
	"total_price" numeric(12, 2),
	"duration_minutes" integer,
	"in_online_scheduler" boolean DEFAULT true NOT NULL,
	"in_dealer_app_scheduler" boolean DEFAULT true NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"sort_order" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_delivery_attempts" (
	"uuid" text PRIMARY KEY NOT NULL,
	"delivery_uuid" text NOT NULL,
	"attempt_number" integer NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_attempts" (
	"uuid" text PRIMARY KEY NOT NULL,
	"invoice_uuid" text NOT NULL,
	"dealer_uuid" text NOT NULL,
	"processor" text NOT NULL,
	"processor_reference" text,
	"payment_type" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"outcome" text NOT NULL,
	"decline_code" text,
	"avs_result" text,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"signature_svg_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_invoices" (
	"uuid" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"dealer_uuid" text NOT NULL,
	"department_uuid" text NOT NULL,
	"customer_uuid" text NOT NULL,
	"dealer_associate_uuid" text,
	"created_by_kind" text NOT NULL,
	"created_by_id" text NOT NULL,
	"created_by_name" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"additional_charges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_minor" integer NOT NULL,
	"payment_type" text NOT NULL,
	"payment_description" text,
	"invoice_url" text,
	"processed_for" text NOT NULL,
	"payment_receipt_format" text NOT NULL,
	"require_signature" boolean DEFAULT false NOT NULL,
	"signature_coordinates" jsonb,
	"verify_avs" boolean DEFAULT false NOT NULL,
	"verify_zip_code" boolean DEFAULT false NOT NULL,
	"billing_zip_code" text,
	"max_attempts" integer NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"language" text NOT NULL,
	"order_ref" text,
	"save_card" boolean DEFAULT false NOT NULL,
	"bypass_3ds" boolean DEFAULT false NOT NULL,
	"webhook_url" text,
	"redirect_url" text,
	"css_ref" text,
	"flags" jsonb NOT NULL,
	"request" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"card_brand" text,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"uuid" text PRIMARY KEY NOT NULL,
	"invoice_uuid" text NOT NULL,
	"dealer_uuid" text NOT NULL,
	"kind" text NOT NULL,
	"destination" text,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"message_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_card_tokens" (
	"uuid" text PRIMARY KEY NOT NULL,
	"dealer_uuid" text NOT NULL,
	"customer_uuid" text NOT NULL,
	"processor" text NOT NULL,
	"token" text NOT NULL,
	"card_brand" text NOT NULL,
	"card_last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"source_invoice_uuid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_brand_years" (
	"uuid" text PRIMARY KEY NOT NULL,
	"dealer_uuid" text NOT NULL,
	"brand" text NOT NULL,
	"from_year" integer NOT NULL,
	"to_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_history" (
	"uuid" text PRIMARY KEY NOT NULL,
	"appointment_uuid" text NOT NULL,
	"trip_uuid" text NOT NULL,
	"ride_type" text NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"uuid" text PRIMARY KEY NOT NULL,
	"dealer_uuid" text NOT NULL,
	"department_uuid" text NOT NULL,
	"appointment_uuid" text NOT NULL,
	"parent_trip_uuid" text,
	"ride_type" text NOT NULL,
	"status" text NOT NULL,
	"appointment_time" timestamp with time zone NOT NULL,
	"must_start_by" timestamp with time zone,
	"ride_time" timestamp with time zone,
	"origin_address" text,
	"origin_lat" double precision,
	"origin_lon" double precision,
	"destination_address" text,
	"dest_lat" double precision,
	"dest_lon" double precision,
	"optional_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"primary_driver_uuid" text,
	"secondary_driver_uuid" text,
	"loaner" text,
	"notes" text,
	"assigned_by_dealer_associate_uuid" text,
	"requester_user_uuid" text,
	"source" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "api_client_uuid" text;--> statement-breakpoint
ALTER TABLE "appointment_drafts" ADD CONSTRAINT "appointment_drafts_dealer_uuid_dealers_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_drafts" ADD CONSTRAINT "appointment_drafts_department_uuid_departments_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_drafts" ADD CONSTRAINT "appointment_drafts_customer_uuid_customers_uuid_fk" FOREIGN KEY ("customer_uuid") REFERENCES "public"."customers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_drafts" ADD CONSTRAINT "appointment_drafts_appointment_uuid_appointments_uuid_fk" FOREIGN KEY ("appointment_uuid") REFERENCES "public"."appointments"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_history" ADD CONSTRAINT "appointment_history_appointment_uuid_appointments_uuid_fk" FOREIGN KEY ("appointment_uuid") REFERENCES "public"."appointments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_services" ADD CONSTRAINT "appointment_services_appointment_uuid_appointments_uuid_fk" FOREIGN KEY ("appointment_uuid") REFERENCES "public"."appointments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_dealer_uuid_dealers_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_department_uuid_departments_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_uuid_customers_uuid_fk" FOREIGN KEY ("customer_uuid") REFERENCES "public"."customers"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_vehicle_uuid_vehicles_uuid_fk" FOREIGN KEY ("vehicle_uuid") REFERENCES "public"."vehicles"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_assigned_dealer_associate_uuid_dealer_associates_uuid_fk" FOREIGN KEY ("assigned_dealer_associate_uuid") REFERENCES "public"."dealer_associates"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_creator_dealer_associate_uuid_dealer_associates_uuid_fk" FOREIGN KEY ("creator_dealer_associate_uuid") REFERENCES "public"."dealer_associates"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_team_uuid_teams_uuid_fk" FOREIGN KEY ("team_uuid") REFERENCES "public"."teams"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_transport_option_uuid_transport_options_uuid_fk" FOREIGN KEY ("transport_option_uuid") REFERENCES "public"."transport_options"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_dealer_uuid_dealers_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_department_uuid_departments_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_customer_uuid_customers_uuid_fk" FOREIGN KEY ("customer_uuid") REFERENCES "public"."customers"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_vehicle_uuid_vehicles_uuid_fk" FOREIGN KEY ("vehicle_uuid") REFERENCES "public"."vehicles"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_orders" ADD CONSTRAINT "repair_orders_appointment_uuid_appointments_uuid_fk" FOREIGN KEY ("appointment_uuid") REFERENCES "public"."appointments"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_locks" ADD CONSTRAINT "customer_locks_department_uuid_departments_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_locks" ADD CONSTRAINT "customer_locks_customer_uuid_customers_uuid_fk" FOREIGN KEY ("customer_uuid") REFERENCES "public"."customers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_locks" ADD CONSTRAINT "customer_locks_dealer_associate_uuid_dealer_associates_uuid_fk" FOREIGN KEY ("dealer_associate_uuid") REFERENCES "public"."dealer_associates"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_dealer_uuid_dealers_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_department_uuid_departments_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_customer_uuid_customers_uuid_fk" FOREIGN KEY ("customer_uuid") REFERENCES "public"."customers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_dealer_associate_uuid_dealer_associates_uuid_fk" FOREIGN KEY ("dealer_associate_uuid") REFERENCES "public"."dealer_associates"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_settings" ADD CONSTRAINT "messaging_settings_dealer_uuid_dealers_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opcode_history" ADD CONSTRAINT "opcode_history_opcode_uuid_opcodes_uuid_fk" FOREIGN KEY ("opcode_uuid") REFERENCES "public"."opcodes"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opcode_history" ADD CONSTRAINT "opcode_history_department_uuid_departments_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opcode_history" ADD CONSTRAINT "opcode_history_event_dealer_associate_uuid_dealer_associates_uuid_fk" FOREIGN KEY ("event_dealer_associate_uuid") REFERENCES "public"."dealer_associates"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_menu_items" ADD CONSTRAINT "service_menu_items_menu_uuid_service_menus_uuid_fk" FOREIGN KEY ("menu_uuid") REFERENCES "public"."service_menus"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_menu_items" ADD CONSTRAINT "service_menu_items_opcode_uuid_opcodes_uuid_fk" FOREIGN KEY ("opcode_uuid") REFERENCES "public"."opcodes"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_menus" ADD CONSTRAINT "service_menus_department_uuid_departments_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD CONSTRAINT "webhook_delivery_attempts_delivery_uuid_webhook_deliveries_uuid_fk" FOREIGN KEY ("delivery_uuid") REFERENCES "public"."webhook_deliveries"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_invoice_uuid_payment_invoices_uuid_fk" FOREIGN KEY ("invoice_uuid") REFERENCES "public"."payment_invoices"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_dealer_uuid_dealers_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_dealer_uuid_dealers_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_department_uuid_departments_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_customer_uuid_customers_uuid_fk" FOREIGN KEY ("customer_uuid") REFERENCES "public"."customers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_dealer_associate_uuid_dealer_associates_uuid_fk" FOREIGN KEY ("dealer_associate_uuid") REFERENCES "public"."dealer_associates"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_invoice_uuid_payment_invoices_uuid_fk" FOREIGN KEY ("invoice_uuid") REFERENCES "public"."payment_invoices"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_dealer_uuid_dealers_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_card_tokens" ADD CONSTRAINT "saved_card_tokens_dealer_uuid_dealers_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_card_tokens" ADD CONSTRAINT "saved_card_tokens_customer_uuid_customers_uuid_fk" FOREIGN KEY ("customer_uuid") REFERENCES "public"."customers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_card_tokens" ADD CONSTRAINT "saved_card_tokens_source_invoice_uuid_payment_invoices_uuid_fk" FOREIGN KEY ("source_invoice_uuid") REFERENCES "public"."payment_invoices"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_brand_years" ADD CONSTRAINT "dealer_brand_years_dealer_uuid_dealers_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_history" ADD CONSTRAINT "trip_history_appointment_uuid_appointments_uuid_fk" FOREIGN KEY ("appointment_uuid") REFERENCES "public"."appointments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_dealer_uuid_dealers_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_department_uuid_departments_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_appointment_uuid_appointments_uuid_fk" FOREIGN KEY ("appointment_uuid") REFERENCES "public"."appointments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_parent_trip_uuid_trips_uuid_fk" FOREIGN KEY ("parent_trip_uuid") REFERENCES "public"."trips"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_primary_driver_uuid_dealer_associates_uuid_fk" FOREIGN KEY ("primary_driver_uuid") REFERENCES "public"."dealer_associates"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_secondary_driver_uuid_dealer_associates_uuid_fk" FOREIGN KEY ("secondary_driver_uuid") REFERENCES "public"."dealer_associates"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_assigned_by_dealer_associate_uuid_dealer_associates_uuid_fk" FOREIGN KEY ("assigned_by_dealer_associate_uuid") REFERENCES "public"."dealer_associates"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_drafts_token_unique" ON "appointment_drafts" USING btree ("token");--> statement-breakpoint
CREATE INDEX "appointment_history_appointment_idx" ON "appointment_history" USING btree ("appointment_uuid","occurred_at");--> statement-breakpoint
CREATE INDEX "appointment_services_appointment_idx" ON "appointment_services" USING btree ("appointment_uuid","sort_order");--> statement-breakpoint
CREATE INDEX "appointments_department_date_idx" ON "appointments" USING btree ("department_uuid","local_date","start_at");--> statement-breakpoint
CREATE INDEX "appointments_department_created_idx" ON "appointments" USING btree ("department_uuid","created_at");--> statement-breakpoint
CREATE INDEX "appointments_customer_idx" ON "appointments" USING btree ("customer_uuid","start_at");--> statement-breakpoint
CREATE INDEX "appointments_advisor_date_idx" ON "appointments" USING btree ("assigned_dealer_associate_uuid","local_date");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_dealer_key_unique" ON "appointments" USING btree ("dealer_uuid","appointment_key") WHERE "appointments"."appointment_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_principal_operation_key_unique" ON "idempotency_keys" USING btree ("principal_id","operation","key");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_orders_department_number_unique" ON "repair_orders" USING btree ("department_uuid","order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_orders_appointment_unique" ON "repair_orders" USING btree ("appointment_uuid") WHERE "repair_orders"."appointment_uuid" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_locks_department_customer_unique" ON "customer_locks" USING btree ("department_uuid","customer_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_id_unique" ON "messages" USING btree ("id");--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("department_uuid","customer_uuid","received_on","uuid");--> statement-breakpoint
CREATE INDEX "messages_customer_idx" ON "messages" USING btree ("customer_uuid");--> statement-breakpoint
CREATE INDEX "messages_recipient_rate_idx" ON "messages" USING btree ("dealer_uuid","to_number","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_provider_id_unique" ON "messages" USING btree ("provider_message_id") WHERE "messages"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_waiting_idx" ON "messages" USING btree ("delivery_status","queue_expires_at") WHERE "messages"."delivery_status" = 'WAITING_FOR_OPT_IN';--> statement-breakpoint
CREATE INDEX "messages_stuck_idx" ON "messages" USING btree ("delivery_status","updated_at") WHERE "messages"."delivery_status" = 'SENDING';--> statement-breakpoint
CREATE INDEX "opcode_history_opcode_idx" ON "opcode_history" USING btree ("opcode_uuid","occurred_at");--> statement-breakpoint
CREATE INDEX "service_menu_items_menu_idx" ON "service_menu_items" USING btree ("menu_uuid","sort_order");--> statement-breakpoint
CREATE INDEX "service_menu_items_opcode_idx" ON "service_menu_items" USING btree ("opcode_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "service_menus_department_code_unique" ON "service_menus" USING btree ("department_uuid",lower("menu_code"));--> statement-breakpoint
CREATE INDEX "service_menus_department_type_idx" ON "service_menus" USING btree ("department_uuid","menu_type");--> statement-breakpoint
CREATE INDEX "webhook_delivery_attempts_delivery_idx" ON "webhook_delivery_attempts" USING btree ("delivery_uuid","attempt_number");--> statement-breakpoint
CREATE INDEX "payment_attempts_invoice_idx" ON "payment_attempts" USING btree ("invoice_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_invoices_token_unique" ON "payment_invoices" USING btree ("token");--> statement-breakpoint
CREATE INDEX "payment_invoices_department_created_idx" ON "payment_invoices" USING btree ("department_uuid","created_at");--> statement-breakpoint
CREATE INDEX "payment_invoices_customer_idx" ON "payment_invoices" USING btree ("customer_uuid");--> statement-breakpoint
CREATE INDEX "payment_notifications_invoice_idx" ON "payment_notifications" USING btree ("invoice_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_invoice_kind_unique" ON "payment_notifications" USING btree ("invoice_uuid","kind") WHERE "payment_notifications"."kind" like 'RECEIPT%';--> statement-breakpoint
CREATE UNIQUE INDEX "saved_card_tokens_processor_token_unique" ON "saved_card_tokens" USING btree ("processor","token");--> statement-breakpoint
CREATE INDEX "saved_card_tokens_customer_idx" ON "saved_card_tokens" USING btree ("customer_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_brand_years_dealer_brand_unique" ON "dealer_brand_years" USING btree ("dealer_uuid","brand");--> statement-breakpoint
CREATE INDEX "trip_history_appointment_idx" ON "trip_history" USING btree ("appointment_uuid");--> statement-breakpoint
CREATE INDEX "trip_history_trip_idx" ON "trip_history" USING btree ("trip_uuid");--> statement-breakpoint
CREATE INDEX "trips_appointment_idx" ON "trips" USING btree ("appointment_uuid");--> statement-breakpoint
CREATE INDEX "trips_department_idx" ON "trips" USING btree ("department_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "trips_one_pickup_per_appointment" ON "trips" USING btree ("appointment_uuid") WHERE "trips"."ride_type" = 'PICKUP_VEHICLE';--> statement-breakpoint
CREATE UNIQUE INDEX "trips_one_dropoff_per_pickup" ON "trips" USING btree ("parent_trip_uuid") WHERE "trips"."ride_type" = 'DROPOFF_VEHICLE';