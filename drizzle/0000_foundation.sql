CREATE TABLE "api_client_grants" (
	"uuid" text PRIMARY KEY NOT NULL,
	"api_client_uuid" text NOT NULL,
	"scope" text NOT NULL,
	"level" text NOT NULL,
	"dealer_uuid" text NOT NULL,
	"department_uuid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_clients" (
	"uuid" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"secret_hash" text NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_failures" (
	"uuid" text PRIMARY KEY NOT NULL,
	"throttle_key" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_emails" (
	"uuid" text PRIMARY KEY NOT NULL,
	"customer_uuid" text NOT NULL,
	"email_address" text NOT NULL,
	"label" text DEFAULT 'HOME' NOT NULL,
	"is_preferred" boolean DEFAULT false NOT NULL,
	"ok_to_email" boolean DEFAULT true NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_phones" (
	"uuid" text PRIMARY KEY NOT NULL,
	"customer_uuid" text NOT NULL,
	"phone_number" text NOT NULL,
	"label" text DEFAULT 'CELL' NOT NULL,
	"is_preferred" boolean DEFAULT false NOT NULL,
	"ok_to_call" boolean DEFAULT true NOT NULL,
	"ok_to_text" boolean DEFAULT true NOT NULL,
	"opt_in_status" text DEFAULT 'NONE' NOT NULL,
	"opt_in_changed_at" timestamp with time zone,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"uuid" text PRIMARY KEY NOT NULL,
	"dealer_uuid" text NOT NULL,
	"customer_key" text,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"company" text,
	"is_business" boolean DEFAULT false NOT NULL,
	"preferred_locale" text DEFAULT 'en-us' NOT NULL,
	"preferred_communication" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"uuid" text PRIMARY KEY NOT NULL,
	"customer_uuid" text NOT NULL,
	"dealer_uuid" text NOT NULL,
	"vin" text,
	"vehicle_key" text,
	"make" text,
	"model" text,
	"year" integer,
	"trim" text,
	"engine" text,
	"mileage" integer,
	"license_plate" text,
	"color" text,
	"is_valid" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_associates" (
	"uuid" text PRIMARY KEY NOT NULL,
	"user_uuid" text NOT NULL,
	"department_uuid" text NOT NULL,
	"role_uuid" text,
	"user_name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"is_advisor" boolean DEFAULT false NOT NULL,
	"authorities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"uuid" text PRIMARY KEY NOT NULL,
	"dealer_uuid" text NOT NULL,
	"role_name" text NOT NULL,
	"role_acronym" text NOT NULL,
	"is_service_role" boolean DEFAULT false NOT NULL,
	"default_authorities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"team_uuid" text NOT NULL,
	"dealer_associate_uuid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_pk" PRIMARY KEY("team_uuid","dealer_associate_uuid")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"uuid" text PRIMARY KEY NOT NULL,
	"department_uuid" text NOT NULL,
	"name" text NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uuid" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email_address" text,
	"phone" text,
	"login" text,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealers" (
	"uuid" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"time_zone" text NOT NULL,
	"phone_number" text,
	"phone_country_code" text DEFAULT '1' NOT NULL,
	"email_address" text,
	"website" text,
	"address_line1" text,
	"city" text,
	"state" text,
	"zip" text,
	"country" text DEFAULT 'US' NOT NULL,
	"features" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"uuid" text PRIMARY KEY NOT NULL,
	"dealer_uuid" text NOT NULL,
	"name" text NOT NULL,
	"department_type" text DEFAULT 'SERVICE' NOT NULL,
	"phone_number" text,
	"text_number" text,
	"email_address" text,
	"footer" text,
	"tcpa_opt_out_text" text DEFAULT 'Reply STOP to opt out.' NOT NULL,
	"is_valid" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_client_grants" ADD CONSTRAINT "api_client_grants_api_client_uuid_api_clients_uuid_fk" FOREIGN KEY ("api_client_uuid") REFERENCES "public"."api_clients"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_client_grants" ADD CONSTRAINT "api_client_grants_dealer_uuid_dealers_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_client_grants" ADD CONSTRAINT "api_client_grants_department_uuid_departments_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_emails" ADD CONSTRAINT "customer_emails_customer_uuid_customers_uuid_fk" FOREIGN KEY ("customer_uuid") REFERENCES "public"."customers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_phones" ADD CONSTRAINT "customer_phones_customer_uuid_customers_uuid_fk" FOREIGN KEY ("customer_uuid") REFERENCES "public"."customers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_dealer_uuid_dealers_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_customer_uuid_customers_uuid_fk" FOREIGN KEY ("customer_uuid") REFERENCES "public"."customers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_dealer_uuid_dealers_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_associates" ADD CONSTRAINT "dealer_associates_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_associates" ADD CONSTRAINT "dealer_associates_department_uuid_departments_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_associates" ADD CONSTRAINT "dealer_associates_role_uuid_roles_uuid_fk" FOREIGN KEY ("role_uuid") REFERENCES "public"."roles"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_dealer_uuid_dealers_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_uuid_teams_uuid_fk" FOREIGN KEY ("team_uuid") REFERENCES "public"."teams"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_dealer_associate_uuid_dealer_associates_uuid_fk" FOREIGN KEY ("dealer_associate_uuid") REFERENCES "public"."dealer_associates"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_department_uuid_departments_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_dealer_uuid_dealers_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_client_grants_client_idx" ON "api_client_grants" USING btree ("api_client_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "api_clients_username_unique" ON "api_clients" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "auth_failures_key_time_idx" ON "auth_failures" USING btree ("throttle_key","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_emails_customer_address_unique" ON "customer_emails" USING btree ("customer_uuid","email_address");--> statement-breakpoint
CREATE INDEX "customer_emails_address_idx" ON "customer_emails" USING btree ("email_address");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_phones_customer_number_unique" ON "customer_phones" USING btree ("customer_uuid","phone_number");--> statement-breakpoint
CREATE INDEX "customer_phones_number_idx" ON "customer_phones" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "customers_dealer_idx" ON "customers" USING btree ("dealer_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_dealer_key_unique" ON "customers" USING btree ("dealer_uuid","customer_key") WHERE "customers"."customer_key" is not null;--> statement-breakpoint
CREATE INDEX "vehicles_customer_idx" ON "vehicles" USING btree ("customer_uuid");--> statement-breakpoint
CREATE INDEX "vehicles_dealer_vin_idx" ON "vehicles" USING btree ("dealer_uuid","vin");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_customer_vin_unique" ON "vehicles" USING btree ("customer_uuid","vin") WHERE "vehicles"."vin" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_associates_user_department_unique" ON "dealer_associates" USING btree ("user_uuid","department_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_associates_department_username_unique" ON "dealer_associates" USING btree ("department_uuid",lower("user_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_associates_one_default_per_department" ON "dealer_associates" USING btree ("department_uuid") WHERE "dealer_associates"."is_default";--> statement-breakpoint
CREATE INDEX "dealer_associates_department_idx" ON "dealer_associates" USING btree ("department_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_dealer_acronym_unique" ON "roles" USING btree ("dealer_uuid","role_acronym");--> statement-breakpoint
CREATE INDEX "team_members_dealer_associate_idx" ON "team_members" USING btree ("dealer_associate_uuid");--> statement-breakpoint
CREATE INDEX "teams_department_idx" ON "teams" USING btree ("department_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_unique" ON "users" USING btree (lower("login"));--> statement-breakpoint
CREATE INDEX "departments_dealer_idx" ON "departments" USING btree ("dealer_uuid");