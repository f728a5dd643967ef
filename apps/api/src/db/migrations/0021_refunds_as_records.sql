-- The life of a payment (contract, "Payments"): the transitions it may make, kept as rows so that the
-- database itself refuses any other, whatever code path tries it. 'NEW' is the state of a row being inserted.
-- modules/payments/states.ts holds the same table for the code; a test checks that the two agree.
CREATE TABLE "payment_transitions" (
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	CONSTRAINT "payment_transitions_pk" PRIMARY KEY ("from_state", "to_state")
);
--> statement-breakpoint
INSERT INTO "payment_transitions" ("from_state", "to_state") VALUES
	('NEW', 'PENDING'), ('NEW', 'COMPLETED'),
	('PENDING', 'COMPLETED'), ('PENDING', 'REFUND_REQUIRED'), ('PENDING', 'FAILED'), ('PENDING', 'EXPIRED'),
	('FAILED', 'COMPLETED'), ('FAILED', 'REFUND_REQUIRED'),
	('EXPIRED', 'COMPLETED'), ('EXPIRED', 'REFUND_REQUIRED'),
	('COMPLETED', 'REFUNDED'), ('REFUND_REQUIRED', 'REFUNDED');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION payments_check_transition() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prior text := CASE WHEN TG_OP = 'INSERT' THEN 'NEW' ELSE OLD.payment_state END;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM payment_transitions t WHERE t.from_state = prior AND t.to_state = NEW.payment_state) THEN
    RAISE EXCEPTION 'payment_transition_refused: payment % from % to %', NEW.id, prior, NEW.payment_state
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_check_insert" BEFORE INSERT ON "payments"
  FOR EACH ROW EXECUTE FUNCTION payments_check_transition();
--> statement-breakpoint
CREATE TRIGGER "payments_check_state" BEFORE UPDATE OF "payment_state" ON "payments"
  FOR EACH ROW WHEN (OLD.payment_state IS DISTINCT FROM NEW.payment_state) EXECUTE FUNCTION payments_check_transition();
--> statement-breakpoint
-- Refunds are records of their own (contract, "The organiser API", Refunds): of a whole payment or of some of its
-- lines. A gateway refund is PENDING while ZarinPal is asked and stays so when its answer is lost, until an
-- inquiry settles it; DONE and FAILED are final.
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL REFERENCES "payments"("id") ON DELETE CASCADE,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"state" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"gateway_code" integer,
	CONSTRAINT "refunds_method_ck" CHECK ("method" IN ('gateway', 'manual')),
	CONSTRAINT "refunds_state_ck" CHECK ("state" IN ('PENDING', 'DONE', 'FAILED')),
	CONSTRAINT "refunds_amount_ck" CHECK ("amount" >= 0),
	CONSTRAINT "refunds_done_at_ck" CHECK (("state" = 'DONE') = ("done_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" ("payment_id");
--> statement-breakpoint
CREATE INDEX "refunds_state_idx" ON "refunds" ("state", "created_at");
--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_idx" ON "refunds" ("payment_id", "idempotency_key");
--> statement-breakpoint
-- At most one gateway refund of a payment is being asked at a time.
CREATE UNIQUE INDEX "refunds_one_pending_gateway_idx" ON "refunds" ("payment_id") WHERE "state" = 'PENDING' AND "method" = 'gateway';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refunds_check_state() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (TG_OP = 'INSERT' AND NEW.state NOT IN ('PENDING', 'DONE'))
     OR (TG_OP = 'UPDATE' AND NOT (OLD.state = 'PENDING' AND NEW.state IN ('DONE', 'FAILED'))) THEN
    RAISE EXCEPTION 'refund_transition_refused: refund % to %', NEW.id, NEW.state USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "refunds_check_insert" BEFORE INSERT ON "refunds" FOR EACH ROW EXECUTE FUNCTION refunds_check_state();
--> statement-breakpoint
CREATE TRIGGER "refunds_check_state" BEFORE UPDATE OF "state" ON "refunds"
  FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state) EXECUTE FUNCTION refunds_check_state();
--> statement-breakpoint
-- What a refund covers: cart items, accessories, or a competition payment's seat. A line is covered by at most one
-- refund that stands (PENDING or DONE): the unique indexes refuse a second, whatever races.
CREATE TABLE "refund_lines" (
	"refund_id" integer NOT NULL REFERENCES "refunds"("id") ON DELETE CASCADE,
	"payment_id" integer NOT NULL REFERENCES "payments"("id") ON DELETE CASCADE,
	"participation_id" integer,
	"accessory_id" integer,
	"competition" boolean DEFAULT false NOT NULL,
	"amount" integer NOT NULL,
	"standing" boolean DEFAULT true NOT NULL,
	CONSTRAINT "refund_lines_one_thing_ck" CHECK (num_nonnulls("participation_id", "accessory_id", nullif("competition", false)) = 1)
);
--> statement-breakpoint
CREATE INDEX "refund_lines_refund_idx" ON "refund_lines" ("refund_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "refund_lines_participation_idx" ON "refund_lines" ("payment_id", "participation_id") WHERE "standing" AND "participation_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "refund_lines_accessory_idx" ON "refund_lines" ("payment_id", "accessory_id") WHERE "standing" AND "accessory_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "refund_lines_competition_idx" ON "refund_lines" ("payment_id") WHERE "standing" AND "competition";
--> statement-breakpoint
-- Refunds made before this migration become records: one DONE refund of the whole payment each.
INSERT INTO "refunds" ("payment_id", "method", "amount", "state", "note", "created_at", "done_at")
	SELECT "id", coalesce("refund_method", 'manual'), "total_price", 'DONE', coalesce("refund_note", ''),
		coalesce("refunded_at", now()), coalesce("refunded_at", now())
	FROM "payments" WHERE "payment_state" = 'REFUNDED';
--> statement-breakpoint
INSERT INTO "refund_lines" ("refund_id", "payment_id", "participation_id", "amount")
	SELECT r."id", r."payment_id", pi."participation_id", 0 FROM "refunds" r JOIN "payment_items" pi ON pi."payment_id" = r."payment_id";
--> statement-breakpoint
INSERT INTO "refund_lines" ("refund_id", "payment_id", "accessory_id", "amount")
	SELECT r."id", r."payment_id", pa."accessory_id", 0 FROM "refunds" r JOIN "payment_accessories" pa ON pa."payment_id" = r."payment_id";
--> statement-breakpoint
INSERT INTO "refund_lines" ("refund_id", "payment_id", "competition", "amount")
	SELECT r."id", r."payment_id", true, 0 FROM "refunds" r JOIN "payments" p ON p."id" = r."payment_id" WHERE p."is_competition_payment";
--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refunded_at";
--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refund_method";
--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refund_note";
--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "refund_claimed_at";
