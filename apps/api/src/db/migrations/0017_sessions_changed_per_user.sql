-- "sessions_changed" (migration 0004) now names the user whose sessions changed, so that each API
-- process forgets the session states of that user only (plugins/session-state.ts), not every user's:
-- in a registration rush every token refresh (a refresh token revoked) emptied every process's cache,
-- and each signed-in buyer's next request read their session again. One notification per row (a
-- user's identical ones within a transaction are delivered once); TRUNCATE still says '' (everyone).
CREATE OR REPLACE FUNCTION sessions_changed_notify_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('sessions_changed', OLD.id::text);
  ELSE
    PERFORM pg_notify('sessions_changed', OLD.user_id::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER "users_sessions_changed" ON "users";
--> statement-breakpoint
DROP TRIGGER "refresh_tokens_sessions_changed" ON "refresh_tokens";
--> statement-breakpoint
CREATE TRIGGER "users_sessions_changed" AFTER UPDATE OF "session_version", "password_hash", "role" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION sessions_changed_notify_user();
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_sessions_changed" AFTER UPDATE OR DELETE ON "refresh_tokens"
  FOR EACH ROW EXECUTE FUNCTION sessions_changed_notify_user();
--> statement-breakpoint
CREATE TRIGGER "users_sessions_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_changed_notify();
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_sessions_truncated" AFTER TRUNCATE ON "refresh_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_changed_notify();
