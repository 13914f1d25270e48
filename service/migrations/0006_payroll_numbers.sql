-- Issue #46 §4: a stable employee number for payroll (people present get theirs in sign-in name order), and when a
-- week was decided (the export's "Approved at").
CREATE SEQUENCE "employee_number_seq" START WITH 2001;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "employee_number" text;--> statement-breakpoint
UPDATE "people" SET "employee_number" = n.number FROM (SELECT "id", 'E' || nextval('employee_number_seq') AS number FROM (SELECT "id" FROM "people" ORDER BY "id") ordered) n WHERE "people"."id" = n."id";--> statement-breakpoint
ALTER TABLE "people" ALTER COLUMN "employee_number" SET DEFAULT 'E' || nextval('employee_number_seq');--> statement-breakpoint
ALTER TABLE "people" ALTER COLUMN "employee_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "timecard_weeks" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "people_employee_number" ON "people" USING btree ("employee_number");
