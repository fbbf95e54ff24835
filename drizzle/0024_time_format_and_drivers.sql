ALTER TABLE "dealer_associates" ADD COLUMN "is_driver" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dealers" ADD COLUMN "time_format" text DEFAULT '12h' NOT NULL;