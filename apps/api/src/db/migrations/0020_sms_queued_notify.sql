-- Every API process's SMS worker LISTENs on "sms_queued" and claims at once (modules/messages/worker.ts)
-- instead of waiting for its next SMS_WORKER_INTERVAL_MS: a visitor waits on the signup or reset form
-- for the code. Delivered at COMMIT, only for committed inserts, folded into one per transaction.
-- Retries (an UPDATE back to 'queued' with a later next_attempt_at) are not due at once: the timer
-- finds them.
CREATE OR REPLACE FUNCTION sms_queued_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sms_queued', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sms_outbox_queued" AFTER INSERT ON "sms_outbox"
  FOR EACH STATEMENT EXECUTE FUNCTION sms_queued_notify();
