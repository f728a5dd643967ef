-- The competition's seats kept in the row that guards them, as presentations' are since 0014
-- (docs/decisions/009-seat-counters.md, amendment of 2026-11-26): festival.competition_sold (users
-- signed up) and festival.competition_held (PENDING competition payments), changed only by
-- modules/inventory/counters.ts with conditional UPDATEs; the CHECKs make an oversell impossible.
ALTER TABLE "festival" ADD COLUMN "competition_sold" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "festival" ADD COLUMN "competition_held" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A competition hold that ran out no longer owns anything: end it now, as 0014 did for the others
-- (EXPIRED: verify and the sweep still ask the gateway, so money that arrives for it is never lost).
-- The old counting left such holds out, so their seat may already be someone else's.
UPDATE "payments" SET "payment_state" = 'EXPIRED'
  WHERE "payment_state" = 'PENDING' AND "is_competition_payment" AND "hold_expires_at" <= now();
--> statement-breakpoint
UPDATE "festival" SET
  "competition_sold" = (SELECT count(*) FROM "users" WHERE "is_signed_up_for_competition"),
  "competition_held" = (SELECT count(*) FROM "payments" WHERE "is_competition_payment" AND "payment_state" = 'PENDING');
--> statement-breakpoint
ALTER TABLE "festival" ADD CONSTRAINT "festival_competition_sold_ck" CHECK ("competition_sold" >= 0);
--> statement-breakpoint
ALTER TABLE "festival" ADD CONSTRAINT "festival_competition_held_ck" CHECK ("competition_held" >= 0);
--> statement-breakpoint
-- The capacity may never be set below sold + held (the console answers 409 first, from the same row).
ALTER TABLE "festival" ADD CONSTRAINT "festival_competition_seats_ck"
  CHECK ("competition_sold" + "competition_held" <= "competition_capacity");
--> statement-breakpoint
-- The contest's counters change with every signup, and no kept answer shows them (GET /api/festival/
-- does not; GET /api/competition/ is read each time): a change to them alone notifies nobody, as a
-- cart write does not since 0015. Any other change of the row still does.
DROP TRIGGER "festival_catalogue_changed" ON "festival";
--> statement-breakpoint
CREATE TRIGGER "festival_catalogue_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "festival"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER "festival_catalogue_updated" AFTER UPDATE ON "festival"
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'competition_sold' - 'competition_held') IS DISTINCT FROM (to_jsonb(NEW) - 'competition_sold' - 'competition_held'))
  EXECUTE FUNCTION catalogue_changed_notify();
