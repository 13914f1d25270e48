-- Issue #48 §2 (ADR 0177): each reminder and escalation sent, once per kind, subject and period (the key makes a second send a no-op).
CREATE TABLE "reminders" (
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"period" text NOT NULL,
	"user_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_kind_subject_period_pk" PRIMARY KEY("kind","subject","period")
);
