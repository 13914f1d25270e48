-- Issue #46 §3 (ADR 0169): leave policies as data, and a balance history per person and type whose sum is the balance.
CREATE TABLE "balance_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"employee_id" text NOT NULL,
	"type" text NOT NULL,
	"day" text NOT NULL,
	"hours" real NOT NULL,
	"kind" text NOT NULL,
	"ref" text,
	"note" text,
	"actor_id" text,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leave_policies" (
	"type" text PRIMARY KEY NOT NULL,
	"accrual" text NOT NULL,
	"hours" real NOT NULL,
	"cap" real NOT NULL,
	"carry_over" real NOT NULL,
	"allow_negative" boolean NOT NULL
);
--> statement-breakpoint
INSERT INTO "leave_policies" VALUES ('vacation', 'pay-period', 4, 160, 40, false), ('sick', 'yearly-grant', 40, 80, 40, false), ('personal', 'yearly-grant', 16, 16, 0, false);--> statement-breakpoint
-- The balances kept so far become each person's opening, dated the current pay period's first day (periods of 14 days from 2024-01-01).
INSERT INTO "balance_entries" ("employee_id", "type", "day", "hours", "kind", "ref") SELECT b."employee_id", x."type", to_char(date '2024-01-01' + ((current_date - date '2024-01-01') / 14) * 14, 'YYYY-MM-DD'), x."hours", 'opening', 'opening' FROM "balances" b CROSS JOIN LATERAL (VALUES ('vacation', b."vacation"), ('sick', b."sick"), ('personal', b."personal")) AS x("type", "hours");--> statement-breakpoint
DROP TABLE "balances" CASCADE;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_entries_ref" ON "balance_entries" USING btree ("employee_id","type","ref");--> statement-breakpoint
CREATE INDEX "balance_entries_person" ON "balance_entries" USING btree ("employee_id","id");