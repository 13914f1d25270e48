CREATE TABLE "approval_routes" (
	"type" text PRIMARY KEY NOT NULL,
	"hr_above_days" integer,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delegations" (
	"id" text PRIMARY KEY NOT NULL,
	"approver_id" text NOT NULL,
	"delegate_id" text NOT NULL,
	"first_day" text,
	"last_day" text,
	"when_on_leave" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD COLUMN "route" jsonb DEFAULT '["manager"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "time_off_requests" ADD COLUMN "step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "delegations_delegate" ON "delegations" USING btree ("delegate_id") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "delegations_approver" ON "delegations" USING btree ("approver_id") WHERE ended_at is null;