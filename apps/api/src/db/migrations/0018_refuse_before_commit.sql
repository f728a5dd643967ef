-- pay_all sends the UPDATE that takes a seat and its COMMIT in one message (payments/checkout.ts), so
-- that the presentation's row stays locked only while PostgreSQL commits, not also while the UPDATE's
-- answer travels to the API process and the COMMIT comes back: on two busy cores that took 3-30 ms
-- each time, and every other buyer of the workshop waited through it. A refusal must then stop the
-- message before its COMMIT: this raises, PostgreSQL skips the rest of the message and leaves the
-- transaction aborted for the caller's ROLLBACK. VOLATILE (the default): never evaluated ahead of time.
CREATE OR REPLACE FUNCTION fest_refuse(reason text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'fest_refused: %', reason USING ERRCODE = 'P0001';
END;
$$;
