CREATE TABLE "recall_campaigns" (
	"uuid" text PRIMARY KEY NOT NULL,
	"dealer_uuid" text NOT NULL,
	"department_uuid" text NOT NULL,
	"oem_recall_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"operation_uuid" text NOT NULL,
	"vins" text[] DEFAULT '{}'::text[] NOT NULL,
	"make" text,
	"model" text,
	"year_from" integer,
	"year_to" integer,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recall_campaigns" ADD CONSTRAINT "recall_campaigns_dealer_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_campaigns" ADD CONSTRAINT "recall_campaigns_department_uuid_fk" FOREIGN KEY ("department_uuid") REFERENCES "public"."departments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recall_campaigns" ADD CONSTRAINT "recall_campaigns_operation_uuid_fk" FOREIGN KEY ("operation_uuid") REFERENCES "public"."opcodes"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recall_campaigns_dealer_oem_unique" ON "recall_campaigns" USING btree ("dealer_uuid",lower("oem_recall_id"));--> statement-breakpoint
CREATE INDEX "recall_campaigns_dealer_idx" ON "recall_campaigns" USING btree ("dealer_uuid");