CREATE TABLE "timecard_routes" (
	"id" text PRIMARY KEY NOT NULL,
	"payroll_above_overtime_hours" integer,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timecard_weeks" ADD COLUMN "route" jsonb DEFAULT '["manager"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "timecard_weeks" ADD COLUMN "step" integer DEFAULT 0 NOT NULL;