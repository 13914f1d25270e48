ALTER TABLE "people" ADD COLUMN "job_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "department" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "location" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "start_date" text;--> statement-breakpoint
CREATE INDEX "people_department" ON "people" USING btree ("department");--> statement-breakpoint
-- People already on file: their sign-in name is their e-mail address (the id is the token's preferred_username).
UPDATE "people" SET "email" = "id" WHERE "email" = '';
