-- 0007: failed logins and two-factor attempts kept in the database (issue 5 item 4), so the limits of 5 failures per
-- account and 20 per address in 15 minutes survive a restart and hold across every server on one PostgreSQL. One row
-- per failure; the key names what is limited ('account:<e-mail>' or 'address:<address>').
CREATE TABLE login_failures (
  limit_key text NOT NULL,
  failed_at timestamptz NOT NULL
);
CREATE INDEX login_failures_key_time ON login_failures (limit_key, failed_at DESC);

-- Every change to a session row is announced on the rigkit_sessions_changed channel with the session GUID. The
-- embedded PGlite database belongs to one process (its data-directory lock), which keeps the sessions it has read
-- in memory and drops one when its row changes, whichever code path changed it. NOTIFY is delivered at commit and
-- never for a rolled-back change; with no listener (PostgreSQL servers do not cache) it is discarded.
CREATE FUNCTION rigkit_session_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('rigkit_sessions_changed', OLD.customer_session_guid::text);
  RETURN NULL;
END
$$;
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION rigkit_session_changed();
