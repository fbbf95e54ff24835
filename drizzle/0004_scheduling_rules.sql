CREATE TABLE "scheduling_rules" (
	"department_uuid" text PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scheduling_rules" ADD CONSTRAINT "scheduling_rules_department_uuid_departments_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;