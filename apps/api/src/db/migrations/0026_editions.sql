-- Editions (docs/decisions/028): the festival comes back every year. What belongs to a year (the programme,
-- coupons, accessories, FAQ, staff, tags, the festival row with its facts, settings and competition, the
-- competition's signups) points at its edition; people, payments and tickets keep pointing at what
-- they were for. Exactly one edition is current: the public routes answer it.
CREATE TABLE "editions" (
  "id" serial PRIMARY KEY,
  "slug" text NOT NULL,
  "name" text NOT NULL,
  "starts_on" text DEFAULT '' NOT NULL,
  "ends_on" text DEFAULT '' NOT NULL,
  "is_current" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "editions_slug_ck" CHECK ("slug" ~ '^[a-z0-9][a-z0-9-]{0,31}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "editions_slug_idx" ON "editions" ("slug");
--> statement-breakpoint
-- At most one current (an index, checked row by row: making another current clears the old one first) ...
CREATE UNIQUE INDEX "editions_one_current_idx" ON "editions" ("is_current") WHERE "is_current";
--> statement-breakpoint
-- ... and at least one once there are any, checked at COMMIT, whoever writes.
CREATE OR REPLACE FUNCTION fest_editions_one_current() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM editions) AND NOT EXISTS (SELECT 1 FROM editions WHERE is_current) THEN
    RAISE EXCEPTION 'exactly one edition must be current' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "editions_one_current" AFTER INSERT OR UPDATE OR DELETE ON "editions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fest_editions_one_current();
--> statement-breakpoint
-- The current edition's id: the default of every edition_id below, so a writer that names none writes
-- into the current edition, and the filter of every public read.
CREATE OR REPLACE FUNCTION fest_current_edition() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT id FROM editions WHERE is_current
$$;
--> statement-breakpoint
-- Making another edition current changes every public answer: the catalogue's caches hear it (0003).
CREATE TRIGGER "editions_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "editions"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
-- Upgrading puts everything into one edition, the festival row's own (id 1): named after the festival,
-- its slug the Jalali year of its first day (Nowruz taken as 21 March), or of today when it has none.
INSERT INTO "editions" ("id", "slug", "name", "starts_on", "ends_on", "is_current")
SELECT 1,
  (extract(year FROM d)::int - CASE WHEN (extract(month FROM d), extract(day FROM d)) >= (3, 21) THEN 621 ELSE 622 END)::text,
  coalesce((SELECT nullif("name", '') FROM "festival" WHERE "id" = 1), ''),
  coalesce((SELECT "starts_on" FROM "festival" WHERE "id" = 1), ''),
  coalesce((SELECT "ends_on" FROM "festival" WHERE "id" = 1), ''),
  true
FROM (SELECT coalesce((SELECT to_date(nullif("starts_on", ''), 'YYYY-MM-DD') FROM "festival" WHERE "id" = 1),
  (now() AT TIME ZONE 'Asia/Tehran')::date) AS d) AS first_day;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('editions', 'id'), 1);
--> statement-breakpoint
-- The festival row is its edition's: its id is the edition's id.
ALTER TABLE "festival" ALTER COLUMN "id" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "festival" ADD CONSTRAINT "festival_edition_fk" FOREIGN KEY ("id") REFERENCES "editions"("id") ON DELETE CASCADE;
--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "edition_id" integer DEFAULT fest_current_edition() NOT NULL REFERENCES "editions"("id");
--> statement-breakpoint
CREATE INDEX "presentations_edition_start_idx" ON "presentations" ("edition_id", "start");
--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "edition_id" integer DEFAULT fest_current_edition() NOT NULL REFERENCES "editions"("id");
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "edition_id" integer DEFAULT fest_current_edition() NOT NULL REFERENCES "editions"("id");
--> statement-breakpoint
-- A code is unique within its edition: next year may bring back last year's code.
DROP INDEX "coupons_code_lower_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_edition_code_lower_idx" ON "coupons" ("edition_id", lower("code"));
--> statement-breakpoint
ALTER TABLE "accessories" ADD COLUMN "edition_id" integer DEFAULT fest_current_edition() NOT NULL REFERENCES "editions"("id");
--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "edition_id" integer DEFAULT fest_current_edition() NOT NULL REFERENCES "editions"("id");
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "edition_id" integer DEFAULT fest_current_edition() NOT NULL REFERENCES "editions"("id");
--> statement-breakpoint
-- The edition a payment was made in: a competition payment's seat is that edition's.
ALTER TABLE "payments" ADD COLUMN "edition_id" integer DEFAULT fest_current_edition() NOT NULL REFERENCES "editions"("id");
--> statement-breakpoint
-- The competition's signups, per edition (they were a flag on the user).
CREATE TABLE "competition_signups" (
  "edition_id" integer NOT NULL REFERENCES "editions"("id") ON DELETE CASCADE,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("edition_id", "user_id")
);
--> statement-breakpoint
CREATE INDEX "competition_signups_user_idx" ON "competition_signups" ("user_id");
--> statement-breakpoint
INSERT INTO "competition_signups" ("edition_id", "user_id") SELECT 1, "id" FROM "users" WHERE "is_signed_up_for_competition";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_signed_up_for_competition";
--> statement-breakpoint
CREATE TRIGGER "competition_signups_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "competition_signups"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
