-- A seat taken by the last statement of a pay_all, sent with its COMMIT in one round trip (node-postgres's
-- pipeline mode, docs/decisions/027): a refusal must then be an error, which turns that COMMIT into a
-- ROLLBACK, rather than an UPDATE of no row that the code would read too late. The statement that takes
-- the seat calls this when its conditional UPDATE took none, or took it at another price than the buyer
-- was shown (inventory/counters.ts, seatTakings); DETAIL names the presentation. VOLATILE (the default):
-- never evaluated ahead of time.
CREATE OR REPLACE FUNCTION fest_seat_refused(presentation_id integer, price_changed boolean) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '%', CASE WHEN price_changed THEN 'fest_price_changed' ELSE 'fest_seat_refused' END
    USING ERRCODE = 'P0001', DETAIL = presentation_id::text;
END;
$$;
