CREATE TABLE "administrators" (
	"uuid" text PRIMARY KEY NOT NULL,
	"user_uuid" text NOT NULL,
	"role" text NOT NULL,
	"dealer_uuid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "administrators_role_dealer_check" CHECK (("administrators"."role" = 'OPERATOR' and "administrators"."dealer_uuid" is null) or ("administrators"."role" = 'DEALER_ADMIN' and "administrators"."dealer_uuid" is not null))
);
--> statement-breakpoint
CREATE TABLE "api_client_secrets" (
	"uuid" text PRIMARY KEY NOT NULL,
	"api_client_uuid" text NOT NULL,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"uuid" text PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_uuid" text,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_uuid" text NOT NULL,
	"dealer_uuid" text,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sessions_valid_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "administrators" ADD CONSTRAINT "administrators_user_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "administrators" ADD CONSTRAINT "administrators_dealer_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_client_secrets" ADD CONSTRAINT "api_client_secrets_api_client_uuid_fk" FOREIGN KEY ("api_client_uuid") REFERENCES "public"."api_clients"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "administrators_one_operator_role_per_user" ON "administrators" USING btree ("user_uuid") WHERE "administrators"."role" = 'OPERATOR';--> statement-breakpoint
CREATE UNIQUE INDEX "administrators_one_dealer_admin_role_per_user_dealer" ON "administrators" USING btree ("user_uuid","dealer_uuid") WHERE "administrators"."role" = 'DEALER_ADMIN';--> statement-breakpoint
CREATE INDEX "administrators_dealer_idx" ON "administrators" USING btree ("dealer_uuid");--> statement-breakpoint
CREATE INDEX "api_client_secrets_client_expiry_idx" ON "api_client_secrets" USING btree ("api_client_uuid","expires_at");--> statement-breakpoint
CREATE INDEX "audit_entries_dealer_time_idx" ON "audit_entries" USING btree ("dealer_uuid","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_entries_time_idx" ON "audit_entries" USING btree ("occurred_at");