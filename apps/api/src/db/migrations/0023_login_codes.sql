-- Login by a one-time code (docs/api.md, "Text messages and one-time codes"): a third purpose.
ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_purpose_ck";
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_purpose_ck" CHECK ("one_time_codes"."purpose" IN ('signup', 'reset_password', 'login'));
--> statement-breakpoint
-- Codes are counted per purpose (codes.ts): the hour's count reads one phone's codes of one purpose.
CREATE INDEX "one_time_codes_phone_purpose_idx" ON "one_time_codes" USING btree ("phone_number", "purpose", "created_at");
--> statement-breakpoint
-- A text whose provider answer was lost is not sent again blindly (modules/messages/worker.ts).
ALTER TABLE "sms_outbox" ADD COLUMN "answer_lost" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- A public demo's SMS sandbox shows a message only to the browser that asked for it (sandbox/sms/viewer.ts).
ALTER TABLE "sms_outbox" ADD COLUMN "sandbox_viewer" text;
