-- Refunds through the gateway are claimed before the network call and settled after it (modules/payments/refund.ts):
-- the claim lets exactly one organiser's request ask ZarinPal to reverse a payment, from any process, without a
-- row lock held over the network. A claim older than a few minutes is abandoned (its process died) and may be retaken.
ALTER TABLE "payments" ADD COLUMN "refund_claimed_at" timestamp with time zone;
--> statement-breakpoint
-- Every state a payment enters is written to payment_events by the database itself, in the same transaction as the
-- change, whichever code made it (checkout, settling, the sweep, cart removals, refunds, SQL by hand). The writer may
-- say who acted and why through two transaction-local settings (fest.actor_id, fest.payment_note; see
-- modules/payments/history.ts); otherwise the actor is null (the buyer, the gateway or the sweep) and the note says
-- what the transition means.
CREATE OR REPLACE FUNCTION payments_record_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  actor text := nullif(current_setting('fest.actor_id', true), '');
  context text := nullif(current_setting('fest.payment_note', true), '');
  note text;
BEGIN
  note := CASE
    WHEN TG_OP = 'INSERT' AND NEW.payment_state = 'PENDING' THEN 'پرداخت آغاز شد و صندلی‌ها نگه داشته شدند'
    WHEN TG_OP = 'INSERT' AND NEW.payment_state = 'COMPLETED' THEN 'مبلغی برای پرداخت نبود؛ سفارش بی‌درنگ تکمیل شد'
    WHEN NEW.payment_state = 'COMPLETED' THEN 'درگاه پرداخت دریافت پول را تأیید کرد'
    WHEN NEW.payment_state = 'REFUND_REQUIRED' THEN 'پول رسید اما سفارش دیگر قابل تکمیل نبود'
    WHEN NEW.payment_state = 'FAILED' THEN 'درگاه پرداخت اعلام کرد پولی نرسیده است'
    WHEN NEW.payment_state = 'EXPIRED' THEN 'مهلت نگه‌داری تمام شد یا پرداخت تازه‌تری جای آن را گرفت'
    WHEN NEW.payment_state = 'REFUNDED' THEN 'وجه بازگردانده شد'
    ELSE ''
  END;
  IF context IS NOT NULL THEN
    note := CASE WHEN note = '' THEN context ELSE note || ' — ' || context END;
  END IF;
  INSERT INTO "payment_events" ("payment_id", "state", "actor_id", "note")
    VALUES (NEW.id, NEW.payment_state, actor::integer, note);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_record_insert" AFTER INSERT ON "payments"
  FOR EACH ROW EXECUTE FUNCTION payments_record_event();
--> statement-breakpoint
CREATE TRIGGER "payments_record_state" AFTER UPDATE OF "payment_state" ON "payments"
  FOR EACH ROW WHEN (OLD.payment_state IS DISTINCT FROM NEW.payment_state) EXECUTE FUNCTION payments_record_event();
