-- E-mail beside SMS (docs/api.md, "E-mail"): the mail outbox, drained by the mail worker of every API
-- process exactly as sms_outbox is by the SMS worker (a lease in claimed_until, FOR UPDATE SKIP LOCKED,
-- retries with back-off, a unique dedupe key); and each account's choices: which channels it hears on
-- (codes and receipts ignore them) and the language its e-mails are written in.
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" text NOT NULL,
	"language" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	-- What to attach, as references rendered when the mail is sent (a receipt is the payment's as it
	-- stands then), never stored files: [{kind: "receipt" | "ics", payment_id, filename, content_type}].
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"purpose" text NOT NULL,
	"dedupe_key" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"answer_lost" boolean DEFAULT false NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"claim_token" text,
	"expires_at" timestamp with time zone,
	"provider" text,
	"provider_message_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_state_ck" CHECK ("state" IN ('queued', 'sending', 'sent', 'failed')),
	CONSTRAINT "mail_outbox_language_ck" CHECK ("language" IN ('fa', 'en'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_dedupe_idx" ON "mail_outbox" USING btree ("dedupe_key");
--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at", "id") WHERE "mail_outbox"."state" IN ('queued', 'sending');
--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address", "id");
--> statement-breakpoint
-- Every API process's mail worker LISTENs on "mail_queued" (as the SMS worker on "sms_queued", 0020).
CREATE OR REPLACE FUNCTION mail_queued_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('mail_queued', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "mail_outbox_queued" AFTER INSERT ON "mail_outbox"
  FOR EACH STATEMENT EXECUTE FUNCTION mail_queued_notify();
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_sms" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_email" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'fa' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" IN ('fa', 'en'));
