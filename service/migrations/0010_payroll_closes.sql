CREATE TABLE "payroll_closes" (
	"period_start" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" text NOT NULL,
	"closed_by_name" text NOT NULL,
	"file_name" text NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_lines" (
	"export_period" text NOT NULL,
	"for_period" text NOT NULL,
	"employee_id" text NOT NULL,
	"pay_code" text NOT NULL,
	"hours" double precision NOT NULL,
	CONSTRAINT "payroll_lines_export_period_for_period_employee_id_pay_code_pk" PRIMARY KEY("export_period","for_period","employee_id","pay_code")
);
--> statement-breakpoint
CREATE INDEX "payroll_lines_for" ON "payroll_lines" USING btree ("for_period");