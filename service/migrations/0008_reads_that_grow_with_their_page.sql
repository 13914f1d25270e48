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
CREATE INDEX "people_name_trgm" ON "people" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_job_title_trgm" ON "people" USING gin ("job_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "people_email_trgm" ON "people" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "time_off_pending_oldest" ON "time_off_requests" USING btree ("created_at","first_day","id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "time_off_approved_running" ON "time_off_requests" USING btree ("last_day") WHERE status = 'approved';--> statement-breakpoint
-- Counts kept as rows are written, spread over 16 slots by the row's id (ADR 0173): headcount per department and
-- pending time-off requests. Row triggers, so every insert, delete or change (seed, service, an administrator) counts.
CREATE FUNCTION tally(tally_name text, row_id text, delta integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO tallies (name, slot, n) VALUES (tally_name, hashtext(row_id) & 15, delta)
  ON CONFLICT (name, slot) DO UPDATE SET n = tallies.n + excluded.n
$$;--> statement-breakpoint
CREATE FUNCTION tally_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM tally('people:' || OLD.department, OLD.id, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM tally('people:' || NEW.department, NEW.id, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER people_tally AFTER INSERT OR DELETE OR UPDATE OF department ON people
  FOR EACH ROW EXECUTE FUNCTION tally_people();--> statement-breakpoint
CREATE FUNCTION tally_time_off() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'pending' THEN PERFORM tally('pending', OLD.id, -1); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 'pending' THEN PERFORM tally('pending', NEW.id, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER time_off_tally AFTER INSERT OR DELETE OR UPDATE OF status ON time_off_requests
  FOR EACH ROW EXECUTE FUNCTION tally_time_off();--> statement-breakpoint
INSERT INTO tallies (name, slot, n)
  SELECT 'people:' || department, hashtext(id) & 15, count(*) FROM people GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO tallies (name, slot, n)
  SELECT 'pending', hashtext(id) & 15, count(*) FROM time_off_requests WHERE status = 'pending' GROUP BY 1, 2;
