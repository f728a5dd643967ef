-- Text messages: the SMS outbox that the worker of every API process drains, the one-time
-- codes sent through it, and the organisers' messages to a presentation's attendees.
-- A message is inserted in the same transaction as what caused it; a worker claims it with
-- FOR UPDATE SKIP LOCKED and a lease (claimed_until), so a crashed worker's message is taken again.
CREATE TABLE "sms_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"code" text,
	"purpose" text NOT NULL,
	"dedupe_key" text,
	"broadcast_id" integer,
	"state" text DEFAULT 'queued' NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"claim_token" text,
	"expires_at" timestamp with time zone,
	"provider" text,
	"provider_message_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sms_outbox_kind_ck" CHECK ("kind" IN ('text', 'code')),
	CONSTRAINT "sms_outbox_state_ck" CHECK ("state" IN ('queued', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sms_outbox_dedupe_idx" ON "sms_outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "sms_outbox_due_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE "sms_outbox"."state" IN ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone_number", "id");--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"spent_at" timestamp with time zone,
	CONSTRAINT "one_time_codes_purpose_ck" CHECK ("purpose" IN ('signup', 'reset_password'))
);
--> statement-breakpoint
CREATE INDEX "one_time_codes_phone_idx" ON "one_time_codes" USING btree ("phone_number", "created_at");--> statement-breakpoint
CREATE TABLE "sms_broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"presentation_id" integer NOT NULL,
	"actor_id" integer,
	"audience" text NOT NULL,
	"text" text NOT NULL,
	"recipients" integer NOT NULL,
	"parts" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_broadcasts" ADD CONSTRAINT "sms_broadcasts_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_broadcasts" ADD CONSTRAINT "sms_broadcasts_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_broadcast_id_sms_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."sms_broadcasts"("id") ON DELETE set null ON UPDATE no action;
