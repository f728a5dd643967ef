-- Certificates of attendance and of presenting (modules/certificates). The code is the secret a PDF's QR
-- and the public check page carry: 128 random bits (gen_random_uuid, built into PostgreSQL 13+ and
-- PGlite) as 32 hex digits, made by the database, so one INSERT ... SELECT issues any number of them.
-- A certificate is never deleted: revoking it sets revoked_at, and the check page then says it is not
-- valid. At most one valid certificate of a kind per person and session; a revoked one stays beside a
-- new one (a re-issued name).
CREATE TABLE "certificates" (
  "id" serial PRIMARY KEY,
  "code" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL,
  "kind" text NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "presentation_id" integer NOT NULL REFERENCES "presentations"("id"),
  "participation_id" integer REFERENCES "participations"("id") ON DELETE SET NULL,
  -- The person's "first last" when it was issued: a later change of name does not change it.
  "name" text NOT NULL,
  "issued_at" timestamp with time zone DEFAULT now() NOT NULL,
  "issued_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  "revoked_at" timestamp with time zone,
  "revoked_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
  CONSTRAINT "certificates_kind_ck" CHECK ("kind" IN ('ATTENDANCE', 'PRESENTER')),
  CONSTRAINT "certificates_code_ck" CHECK ("code" ~ '^[0-9a-f]{32}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_idx" ON "certificates" ("code");
--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_one_valid_idx" ON "certificates" ("user_id", "presentation_id", "kind") WHERE "revoked_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "certificates_presentation_idx" ON "certificates" ("presentation_id");
--> statement-breakpoint
-- Who signs the certificates of an edition: a name, a title and a signature image (a media path, like
-- the other images; null when none was uploaded).
ALTER TABLE "festival" ADD COLUMN "signatory_name" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "festival" ADD COLUMN "signatory_title" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "festival" ADD COLUMN "signature_image" text;
