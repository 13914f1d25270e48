-- The directory's search by trigrams (a trusted extension: the schema's owner may create it). ADR 0173.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "tallies" (
	"name" text NOT NULL,
	"slot" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "tallies_name_slot_pk" PRIMARY KEY("name","slot")
);
--> statement-breakpoint
CREATE INDEX "people_name_order" ON "people" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "people_name_trgm" ON "people" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "people_job_title_trgm" ON "people" USING gin ("job_title" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "people_email_trgm" ON "people" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "time_off_pending_oldest" ON "time_off_requests" USING btree ("created_at","first_day","id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "time_off_approved_running" ON "time_off_requests" USING btree ("last_day") WHERE status = 'approved';--> statement-breakpoint
-- Counts kept as rows are written, spread over 16 slots by the row's id (ADR 0173): headcount per department and
-- pending time-off requests. Statement triggers over the transition tables: every insert, delete or change (seed,
-- service, an administrator) counts, a statement of 100,000 rows with one grouped write per slot.
CREATE FUNCTION tally_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO tallies (name, slot, n) SELECT 'people:' || department, hashtext(id) & 15, -count(*) FROM old_rows GROUP BY 1, 2
    ON CONFLICT (name, slot) DO UPDATE SET n = tallies.n + excluded.n;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO tallies (name, slot, n) SELECT 'people:' || department, hashtext(id) & 15, count(*) FROM new_rows GROUP BY 1, 2
    ON CONFLICT (name, slot) DO UPDATE SET n = tallies.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER people_tally_insert AFTER INSERT ON people REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_people();--> statement-breakpoint
CREATE TRIGGER people_tally_update AFTER UPDATE ON people REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_people();--> statement-breakpoint
CREATE TRIGGER people_tally_delete AFTER DELETE ON people REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_people();--> statement-breakpoint
CREATE FUNCTION tally_time_off() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO tallies (name, slot, n) SELECT 'pending', hashtext(id) & 15, -count(*) FROM old_rows WHERE status = 'pending' GROUP BY 1, 2
    ON CONFLICT (name, slot) DO UPDATE SET n = tallies.n + excluded.n;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO tallies (name, slot, n) SELECT 'pending', hashtext(id) & 15, count(*) FROM new_rows WHERE status = 'pending' GROUP BY 1, 2
    ON CONFLICT (name, slot) DO UPDATE SET n = tallies.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER time_off_tally_insert AFTER INSERT ON time_off_requests REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_time_off();--> statement-breakpoint
CREATE TRIGGER time_off_tally_update AFTER UPDATE ON time_off_requests REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_time_off();--> statement-breakpoint
CREATE TRIGGER time_off_tally_delete AFTER DELETE ON time_off_requests REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tally_time_off();--> statement-breakpoint
INSERT INTO tallies (name, slot, n)
  SELECT 'people:' || department, hashtext(id) & 15, count(*) FROM people GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO tallies (name, slot, n)
  SELECT 'pending', hashtext(id) & 15, count(*) FROM time_off_requests WHERE status = 'pending' GROUP BY 1, 2;
