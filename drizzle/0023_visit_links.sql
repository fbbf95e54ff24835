CREATE TABLE "dealer_embed_origins" (
	"dealer_uuid" text NOT NULL,
	"origin" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_links" (
	"token" text PRIMARY KEY NOT NULL,
	"appointment_uuid" text NOT NULL,
	"dealer_uuid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "booking_source" text;--> statement-breakpoint
ALTER TABLE "dealer_embed_origins" ADD CONSTRAINT "dealer_embed_origins_dealer_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_links" ADD CONSTRAINT "visit_links_appointment_uuid_fk" FOREIGN KEY ("appointment_uuid") REFERENCES "public"."appointments"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_links" ADD CONSTRAINT "visit_links_dealer_uuid_fk" FOREIGN KEY ("dealer_uuid") REFERENCES "public"."dealers"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_embed_origins_dealer_origin_unique" ON "dealer_embed_origins" USING btree ("dealer_uuid","origin");--> statement-breakpoint
CREATE INDEX "dealer_embed_origins_dealer_idx" ON "dealer_embed_origins" USING btree ("dealer_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "visit_links_appointment_unique" ON "visit_links" USING btree ("appointment_uuid");