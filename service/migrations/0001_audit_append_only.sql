-- The audit trail is append-only: no UPDATE, DELETE or TRUNCATE, whoever asks (reset drops the schema instead).
CREATE FUNCTION audit_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit trail is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_no_update_or_delete BEFORE UPDATE OR DELETE ON "audit" FOR EACH ROW EXECUTE FUNCTION audit_is_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_no_truncate BEFORE TRUNCATE ON "audit" FOR EACH STATEMENT EXECUTE FUNCTION audit_is_append_only();
