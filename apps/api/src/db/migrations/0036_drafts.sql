-- Drafts of the programme (docs/api.md, "The call for proposals"): a confirmed proposal becomes a session
-- that the public does not see until the organisers publish it (modules/catalogue/published.ts is the one
-- rule every public answer applies). Sessions that exist already were public: they stay published.
ALTER TABLE "presentations" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- The proposal a session was made from (one session per proposal); null for the organisers' own. The
-- presenter made from a speaker's profile belongs to that speaker's account, one per account. Migration
-- 0037 adds the same columns IF NOT EXISTS, so whichever is written first makes them.
ALTER TABLE "presentations" ADD COLUMN IF NOT EXISTS "proposal_id" integer REFERENCES "proposals"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "presentations_proposal_idx" ON "presentations" ("proposal_id");
--> statement-breakpoint
ALTER TABLE "presenters" ADD COLUMN IF NOT EXISTS "user_id" integer REFERENCES "users"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "presenters_user_idx" ON "presenters" ("user_id") WHERE "user_id" IS NOT NULL;
--> statement-breakpoint
-- The schedule editor's clash checks read an edition's sessions by room and by time.
CREATE INDEX "presentations_edition_room_idx" ON "presentations" ("edition_id", "room");
