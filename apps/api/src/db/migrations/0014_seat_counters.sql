-- Seat and coupon-use counters kept in the rows they guard (docs/decisions/009-seat-counters.md).
-- presentations.sold / held and coupons.held are changed only by modules/inventory, by conditional
-- UPDATEs; the CHECKs below make an oversell impossible even for a buggy caller or hand-written SQL.
-- participations.holds_seat marks the cart items that own a held seat (one owner per seat).
ALTER TABLE "presentations" ADD COLUMN "sold" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "holds_seat" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A hold that ran out no longer owns anything: end it now, as the sweep would (EXPIRED: verify and the
-- sweep still ask the gateway, so money that arrives for it is never lost). Under the old counting a
-- ran-out hold's seat may already have been taken by someone else; counting both would oversell.
UPDATE "payments" SET "payment_state" = 'EXPIRED' WHERE "payment_state" = 'PENDING' AND "hold_expires_at" <= now();
--> statement-breakpoint
UPDATE "participations" pa SET "holds_seat" = true
  WHERE pa."payment_state" = 'PENDING'
    AND (pa."offer_expires_at" IS NOT NULL
         OR EXISTS (SELECT 1 FROM "payment_items" pi JOIN "payments" p ON p."id" = pi."payment_id"
                    WHERE pi."participation_id" = pa."id" AND p."payment_state" = 'PENDING'));
--> statement-breakpoint
UPDATE "presentations" p SET
  "sold" = (SELECT count(*) FROM "participations" pa WHERE pa."presentation_id" = p."id" AND pa."payment_state" = 'COMPLETED'),
  "held" = (SELECT count(*) FROM "participations" pa WHERE pa."presentation_id" = p."id" AND pa."holds_seat");
--> statement-breakpoint
UPDATE "coupons" c SET "held" = (SELECT count(*) FROM "payments" p WHERE p."coupon_id" = c."id" AND p."payment_state" = 'PENDING');
--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_sold_ck" CHECK ("sold" >= 0);
--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_held_ck" CHECK ("held" >= 0);
--> statement-breakpoint
-- Capacity may never be set below sold + held (the console answers 409 first, from the same row).
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_seats_ck" CHECK ("sold" + "held" <= "capacity");
--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_holds_seat_ck" CHECK (NOT "holds_seat" OR "payment_state" = 'PENDING');
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_held_ck" CHECK ("held" >= 0);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_uses_ck" CHECK ("used_count" + "held" <= "max_uses");
