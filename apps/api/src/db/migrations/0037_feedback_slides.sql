-- After a session (docs/api.md, "The call for proposals"): visitors' feedback, the presenter's slides
-- and the organisers' recording link.
--
-- Who a presenter is: a presenter row made from a confirmed proposal belongs to that speaker's account,
-- and a session made from a proposal names it (its recording consent is the proposal's). Both may already
-- exist (the drafts of migration 0036 make them); IF NOT EXISTS keeps this migration from caring which
-- came first.
ALTER TABLE "presenters" ADD COLUMN IF NOT EXISTS "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "presenters_user_idx" ON "presenters" ("user_id") WHERE "user_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN IF NOT EXISTS "proposal_id" integer REFERENCES "proposals"("id") ON DELETE SET NULL;
--> statement-breakpoint
-- Slides (a PDF under media/slides/, its public URL) and a recording's URL, on the session's row: the
-- public answers read them with the rest of it, and the row's trigger (0003) tells every process's
-- kept answers that they changed.
ALTER TABLE "presentations" ADD COLUMN "slides_url" text;
--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "slides_size" integer;
--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "slides_uploaded_by" integer REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "slides_uploaded_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "recording_url" text;
--> statement-breakpoint
ALTER TABLE "presentations" ADD CONSTRAINT "presentations_slides_ck"
  CHECK (("slides_url" IS NULL) = ("slides_size" IS NULL) AND ("slides_url" IS NULL) = ("slides_uploaded_at" IS NULL) AND coalesce("slides_size", 1) > 0);
--> statement-breakpoint
-- One visitor's rating (1-5, the database's rule too) and comment of one session, replaced in place.
-- A hidden comment is the organisers' decision: it never reaches the presenter (the rating still counts).
CREATE TABLE "session_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"presentation_id" integer NOT NULL REFERENCES "presentations"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_feedback_one_per_visitor" UNIQUE ("presentation_id", "user_id"),
	CONSTRAINT "session_feedback_rating_ck" CHECK ("rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE INDEX "session_feedback_user_idx" ON "session_feedback" ("user_id");
