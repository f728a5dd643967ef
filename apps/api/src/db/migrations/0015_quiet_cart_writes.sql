-- A cart or a payment written no longer NOTIFYs "catalogue_changed" by itself (migration 0003 did, once
-- per statement). Every COMMIT that notifies takes one database-wide lock and keeps it while its WAL
-- is flushed, so in a registration rush the 500 cart adds queued behind each other for nothing: an
-- anonymous catalogue answer does not change when someone adds to a cart or pays. What it does show
-- changes through rows that still notify:
-- - seats: the counters on "presentations" (decision 009: every seat a payment or an offer holds, sells
--   or frees changes them in the same transaction; the drift tests check it); a hold that runs out
--   changes nothing and is covered by the answers' validUntil;
-- - a line's length (`waiting`): "waitlist_entries", and a participation of someone who is in a line
--   (being in a cart takes them out of the line's count, leaving it puts them back): the row triggers below.
-- The waiting-list worker hears the same channel for the same reasons (a seat freed, a line changed).
DROP TRIGGER "payments_catalogue_changed" ON "payments";
--> statement-breakpoint
DROP TRIGGER "payment_items_catalogue_changed" ON "payment_items";
--> statement-breakpoint
DROP TRIGGER "participations_catalogue_changed" ON "participations";
--> statement-breakpoint
CREATE TRIGGER "payments_catalogue_truncated" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER "payment_items_catalogue_truncated" AFTER TRUNCATE ON "payment_items"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER "participations_catalogue_truncated" AFTER TRUNCATE ON "participations"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION participation_of_a_line_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r participations%ROWTYPE;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF EXISTS (SELECT 1 FROM waitlist_entries w WHERE w.user_id = r.user_id AND w.presentation_id = r.presentation_id) THEN
    PERFORM pg_notify('catalogue_changed', '');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "participations_of_a_line_added" AFTER INSERT OR DELETE ON "participations"
  FOR EACH ROW EXECUTE FUNCTION participation_of_a_line_notify();
--> statement-breakpoint
CREATE TRIGGER "participations_of_a_line_changed" AFTER UPDATE ON "participations"
  FOR EACH ROW WHEN (OLD.payment_state IS DISTINCT FROM NEW.payment_state
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.presentation_id IS DISTINCT FROM NEW.presentation_id)
  EXECUTE FUNCTION participation_of_a_line_notify();
