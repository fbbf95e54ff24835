CREATE TABLE "booking_day_stamps" (
	"department_uuid" text NOT NULL,
	"local_date" date NOT NULL,
	"stamp" uuid DEFAULT gen_random_uuid() NOT NULL,
	CONSTRAINT "booking_day_stamps_department_uuid_local_date_pk" PRIMARY KEY("department_uuid","local_date")
);
