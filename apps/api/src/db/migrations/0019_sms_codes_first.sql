-- The SMS worker claims due messages codes first (modules/messages/worker.ts): a code lives 2 minutes
-- and its visitor waits on the form, while an organiser's message to every attendee or the day's
-- reminders may queue hundreds of texts. The due index now holds that order ('code' sorts before
-- 'text'), so a claim reads the first due rows of the index instead of sorting every due message.
DROP INDEX "sms_outbox_due_idx";
--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("kind", "next_attempt_at", "id") WHERE "sms_outbox"."state" IN ('queued', 'sending');
