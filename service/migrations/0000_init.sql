CREATE TABLE "audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "balances" (
	"employee_id" text PRIMARY KEY NOT NULL,
	"vacation" real NOT NULL,
	"sick" real NOT NULL,
	"personal" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency" (
	"user_id" text NOT NULL,
	"key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"type" text NOT NULL,
	"priority" text NOT NULL,
	"date_created" timestamp with time zone NOT NULL,
	"acknowledged" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"manager_id" text
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"job_number" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"manager" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_off_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"employee_id" text NOT NULL,
	"type" text NOT NULL,
	"first_day" text NOT NULL,
	"last_day" text NOT NULL,
	"hours" real NOT NULL,
	"note" text NOT NULL,
	"status" text NOT NULL,
	"decided_by" text,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timecard_entries" (
	"employee_id" text NOT NULL,
	"week_start" text NOT NULL,
	"job_number" text NOT NULL,
	"entered_by" text NOT NULL,
	"hours" jsonb NOT NULL,
	CONSTRAINT "timecard_entries_employee_id_week_start_job_number_entered_by_pk" PRIMARY KEY("employee_id","week_start","job_number","entered_by")
);
--> statement-breakpoint
CREATE TABLE "timecard_weeks" (
	"employee_id" text NOT NULL,
	"week_start" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"decided_by" text,
	CONSTRAINT "timecard_weeks_employee_id_week_start_pk" PRIMARY KEY("employee_id","week_start")
);
--> statement-breakpoint
CREATE INDEX "audit_entity" ON "audit" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_uid" ON "notifications" USING btree ("user_id","uid");--> statement-breakpoint
CREATE INDEX "notifications_user" ON "notifications" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "time_off_employee" ON "time_off_requests" USING btree ("employee_id","first_day");--> statement-breakpoint
CREATE INDEX "time_off_status" ON "time_off_requests" USING btree ("status","employee_id");--> statement-breakpoint
CREATE INDEX "entries_week" ON "timecard_entries" USING btree ("week_start","job_number");--> statement-breakpoint
CREATE INDEX "weeks_status" ON "timecard_weeks" USING btree ("status","week_start");