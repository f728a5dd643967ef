-- The call for proposals (docs/api.md, "The call for proposals"). Each edition has its call's settings, one
-- row made with the edition (a trigger below) and given to every edition that exists: the window
-- (both ends null until the organisers set them: the call is closed), the kinds of proposal with their
-- lengths, the review's categories with their weights, and whether reviewers see who proposed. The
-- defaults here are the only ones: modules/proposals reads the row and never invents another.
CREATE TABLE "cfp_settings" (
	"edition_id" integer PRIMARY KEY NOT NULL REFERENCES "editions"("id") ON DELETE CASCADE,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	-- [{service_type, min_minutes, max_minutes, step_minutes}]: a length is allowed when it lies between
	-- the two and is a whole number of steps above the least (talks 30 or 45, workshops 2 to 4 hours).
	"proposal_types" jsonb DEFAULT '[{"service_type":"TALK","min_minutes":30,"max_minutes":45,"step_minutes":15},{"service_type":"WORKSHOP","min_minutes":120,"max_minutes":240,"step_minutes":30}]'::jsonb NOT NULL,
	"review_categories" jsonb DEFAULT '[{"key":"relevance","name":"ارتباط با جشنواره","weight":1},{"key":"quality","name":"کیفیت محتوا","weight":1},{"key":"speaker","name":"ارائه‌دهنده","weight":1}]'::jsonb NOT NULL,
	"review_anonymous" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cfp_settings_window_ck" CHECK ("opens_at" IS NULL OR "closes_at" IS NULL OR "closes_at" > "opens_at")
);
--> statement-breakpoint
INSERT INTO "cfp_settings" ("edition_id") SELECT "id" FROM "editions";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fest_edition_cfp_settings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO cfp_settings (edition_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "editions_cfp_settings" AFTER INSERT ON "editions"
  FOR EACH ROW EXECUTE FUNCTION fest_edition_cfp_settings();
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"edition_id" integer DEFAULT fest_current_edition() NOT NULL REFERENCES "editions"("id"),
	-- Who sent it; their row in proposal_speakers is accepted from the start.
	"submitted_by" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"state" text DEFAULT 'SUBMITTED' NOT NULL,
	"service_type" text NOT NULL,
	"fa_title" text NOT NULL,
	"en_title" text DEFAULT '' NOT NULL,
	"fa_abstract" text NOT NULL,
	"en_abstract" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"duration_minutes" integer NOT NULL,
	"level" text NOT NULL,
	"language" text NOT NULL,
	"notes_to_organisers" text DEFAULT '' NOT NULL,
	"recording_consent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_state_ck" CHECK ("state" IN ('SUBMITTED', 'ACCEPTED', 'REJECTED', 'WAITLISTED', 'CONFIRMED', 'DECLINED', 'WITHDRAWN')),
	CONSTRAINT "proposals_service_type_ck" CHECK ("service_type" IN ('TALK', 'WORKSHOP')),
	CONSTRAINT "proposals_level_ck" CHECK ("level" IN ('BEGINNER', 'INTERMEDIATE', 'ADVANCED')),
	CONSTRAINT "proposals_language_ck" CHECK ("language" IN ('fa', 'en')),
	CONSTRAINT "proposals_duration_ck" CHECK ("duration_minutes" > 0)
);
--> statement-breakpoint
CREATE INDEX "proposals_edition_state_idx" ON "proposals" ("edition_id", "state");
--> statement-breakpoint
-- The life of a proposal (contract, "Proposals, review and the presenters' own pages"), kept as rows as
-- payments' is (0021), so that the database refuses any other move; modules/proposals/states.ts holds
-- the same table for the code, and a test checks that the two agree.
CREATE TABLE "proposal_transitions" (
	"from_state" text NOT NULL,
	"to_state" text NOT NULL,
	CONSTRAINT "proposal_transitions_pk" PRIMARY KEY ("from_state", "to_state")
);
--> statement-breakpoint
INSERT INTO "proposal_transitions" ("from_state", "to_state") VALUES
	('NEW', 'SUBMITTED'),
	('SUBMITTED', 'ACCEPTED'), ('SUBMITTED', 'REJECTED'), ('SUBMITTED', 'WAITLISTED'), ('SUBMITTED', 'WITHDRAWN'),
	('WAITLISTED', 'ACCEPTED'), ('WAITLISTED', 'REJECTED'), ('WAITLISTED', 'WITHDRAWN'),
	('ACCEPTED', 'CONFIRMED'), ('ACCEPTED', 'DECLINED'), ('ACCEPTED', 'WITHDRAWN');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION proposals_check_transition() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  prior text := CASE WHEN TG_OP = 'INSERT' THEN 'NEW' ELSE OLD.state END;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM proposal_transitions t WHERE t.from_state = prior AND t.to_state = NEW.state) THEN
    RAISE EXCEPTION 'proposal_transition_refused: proposal % from % to %', NEW.id, prior, NEW.state
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "proposals_check_insert" BEFORE INSERT ON "proposals"
  FOR EACH ROW EXECUTE FUNCTION proposals_check_transition();
--> statement-breakpoint
CREATE TRIGGER "proposals_check_state" BEFORE UPDATE OF "state" ON "proposals"
  FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state) EXECUTE FUNCTION proposals_check_transition();
--> statement-breakpoint
-- A proposal's speakers: the one who sent it (accepted at once) and those invited by phone, whose
-- proposal it becomes only once they accept.
CREATE TABLE "proposal_speakers" (
	"proposal_id" integer NOT NULL REFERENCES "proposals"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"accepted" boolean DEFAULT false NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "proposal_speakers_pk" PRIMARY KEY ("proposal_id", "user_id"),
	CONSTRAINT "proposal_speakers_accepted_ck" CHECK ("accepted" = ("accepted_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "proposal_speakers_user_idx" ON "proposal_speakers" ("user_id");
--> statement-breakpoint
-- A speaker's profile lasts across editions: one per account.
CREATE TABLE "speaker_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"bio_fa" text DEFAULT '' NOT NULL,
	"bio_en" text DEFAULT '' NOT NULL,
	"photo" text,
	"linkedin" text DEFAULT '' NOT NULL,
	"github" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	-- [{start, end}] ISO 8601 in UTC, in order and apart.
	"availability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
