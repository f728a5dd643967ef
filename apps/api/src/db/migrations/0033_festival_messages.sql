-- The organisers' messages to the whole festival share the log of a session's message: a festival
-- message names no presentation (or one, for audience "presentation"), may name a day, and says
-- which channels it went by.
ALTER TABLE "sms_broadcasts" ALTER COLUMN "presentation_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_broadcasts" ADD COLUMN "edition_id" integer REFERENCES "editions"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "sms_broadcasts" ADD COLUMN "day" date;--> statement-breakpoint
ALTER TABLE "sms_broadcasts" ADD COLUMN "channels" text[] DEFAULT '{sms}' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_broadcasts" ADD COLUMN "email_recipients" integer DEFAULT 0 NOT NULL;
