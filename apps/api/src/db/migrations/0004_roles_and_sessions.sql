-- Roles: user (a visitor), door (checks tickets), admin (runs the festival).
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('user', 'door', 'admin'));
--> statement-breakpoint
-- Every access token carries the session version it was issued under; a token of an older version is
-- refused on its next request (plugins/session-state.ts). The version moves with the
-- password and the role whoever changes them (the API, the admin command, SQL by hand): see below.
ALTER TABLE "users" ADD COLUMN "session_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_bump_session_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash OR NEW.role IS DISTINCT FROM OLD.role THEN
    NEW.session_version := OLD.session_version + 1;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_bump_session_version" BEFORE UPDATE OF "password_hash", "role" ON "users"
  FOR EACH ROW EXECUTE FUNCTION users_bump_session_version();
--> statement-breakpoint
-- Each API process keeps the session state it has checked (session version, revoked refresh tokens)
-- and LISTENs on "sessions_changed" to forget it, like the catalogue cache of 0003. Delivered at COMMIT,
-- only for committed transactions, one per statement.
CREATE OR REPLACE FUNCTION sessions_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_sessions_changed" AFTER UPDATE OF "session_version", "password_hash", "role" OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_changed_notify();
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_sessions_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "refresh_tokens"
  FOR EACH STATEMENT EXECUTE FUNCTION sessions_changed_notify();
--> statement-breakpoint
-- Client addresses a phone has logged in (or signed up) from, as keyed hashes: the login rate limit
-- lets the owner in from them while guesses from every other address share a per-phone budget.
CREATE TABLE "login_addresses" (
	"user_id" integer NOT NULL,
	"address_hash" text NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_addresses_user_id_address_hash_pk" PRIMARY KEY("user_id","address_hash")
);
--> statement-breakpoint
ALTER TABLE "login_addresses" ADD CONSTRAINT "login_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
