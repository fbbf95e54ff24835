DROP INDEX "appointments_department_date_idx";--> statement-breakpoint
CREATE INDEX "appointments_department_date_idx" ON "appointments" USING btree ("department_uuid","local_date","start_at","uuid");