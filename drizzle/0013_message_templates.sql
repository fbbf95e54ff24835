CREATE TABLE "message_templates" (
	"uuid" text PRIMARY KEY NOT NULL,
	"department_uuid" text NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thread_assignments" (
	"department_uuid" text NOT NULL,
	"customer_uuid" text NOT NULL,
	"dealer_associate_uuid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_assignments_pk" PRIMARY KEY("department_uuid","customer_uuid")
);
--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_department_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_assignments" ADD CONSTRAINT "thread_assignments_department_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_assignments" ADD CONSTRAINT "thread_assignments_customer_uuid_fk" FOREIGN KEY ("customer_uuid") REFERENCES "public"."customers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_assignments" ADD CONSTRAINT "thread_assignments_dealer_associate_uuid_fk" FOREIGN KEY ("dealer_associate_uuid") REFERENCES "public"."dealer_associates"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_templates_department_idx" ON "message_templates" USING btree ("department_uuid");--> statement-breakpoint
CREATE INDEX "thread_assignments_dealer_associate_idx" ON "thread_assignments" USING btree ("dealer_associate_uuid");