-- How a payment came about: bought online, a complimentary seat an organiser gave (0 Toman), or a seat
-- sold at the door (with how it was paid). Counted apart in the stats and the exports.
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'online' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_ck" CHECK ("kind" IN ('online', 'complimentary', 'door'));
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "door_method" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_door_method_ck" CHECK (("kind" = 'door') = ("door_method" IS NOT NULL) AND ("door_method" IS NULL OR "door_method" IN ('CASH', 'CARD', 'FREE')));
--> statement-breakpoint
-- A complimentary seat given beyond the capacity (the capacity grew by one for it), and the organiser's note.
ALTER TABLE "payments" ADD COLUMN "beyond_capacity" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "actor_id" integer REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE INDEX "payments_kind_idx" ON "payments" ("kind") WHERE "kind" <> 'online';
--> statement-breakpoint
-- An account made for a phone that was given a seat (a transfer, a complimentary seat, a sale at the
-- door) has no e-mail yet (''): e-mails are unique among those that are set.
DROP INDEX "users_email_lower_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" (lower("email")) WHERE "email" <> '';
