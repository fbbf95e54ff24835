CREATE TABLE "auth_failure_counts" (
	"throttle_key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "auth_failure_counts_pk" PRIMARY KEY("throttle_key","window_start")
);
--> statement-breakpoint
CREATE INDEX "auth_failure_counts_window_idx" ON "auth_failure_counts" USING btree ("window_start");