-- Review and decisions of the call for proposals (docs/api.md, "The call for proposals"). A new role,
-- reviewer, who scores proposals; the console's role editing takes it (contract's USER_ROLES).
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("role" IN ('user', 'door', 'admin', 'reviewer'));
--> statement-breakpoint
-- One reviewer's scores of one proposal, changed in place. `scores` is {category key: 0-5}; which keys
-- are the call's (cfp_settings.review_categories, which may change) is the code's rule, the range the
-- database's too.
CREATE TABLE "proposal_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"proposal_id" integer NOT NULL REFERENCES "proposals"("id") ON DELETE CASCADE,
	"reviewer_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"scores" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_reviews_one_per_reviewer" UNIQUE ("proposal_id", "reviewer_id"),
	CONSTRAINT "proposal_reviews_scores_ck" CHECK (
		jsonb_typeof("scores") = 'object'
		AND NOT jsonb_path_exists("scores", '$.* ? (@.type() != "number" || @ < 0 || @ > 5 || @ != @.floor())')
	)
);
--> statement-breakpoint
CREATE INDEX "proposal_reviews_reviewer_idx" ON "proposal_reviews" ("reviewer_id");
--> statement-breakpoint
-- A speaker's one-tap answer to an acceptance: the link's token is random and kept only as its SHA-256,
-- used once, within its time (14 days from the decision). A reminder issues a new one with the same end,
-- marked with its day (2 or 5 days after the decision), once per speaker and day whatever retries it.
CREATE TABLE "proposal_decision_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"proposal_id" integer NOT NULL REFERENCES "proposals"("id") ON DELETE CASCADE,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"reminder_day" integer,
	CONSTRAINT "proposal_decision_tokens_hash_unique" UNIQUE ("token_hash")
);
--> statement-breakpoint
CREATE INDEX "proposal_decision_tokens_proposal_idx" ON "proposal_decision_tokens" ("proposal_id", "user_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "proposal_decision_tokens_reminder_idx" ON "proposal_decision_tokens" ("proposal_id", "user_id", "reminder_day") WHERE "reminder_day" IS NOT NULL;
