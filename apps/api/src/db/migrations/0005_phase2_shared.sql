-- Shared columns and tables for the organiser console, refunds, tickets and the festival facts
-- (one migration so that the features built on them agree on their shape).
-- A refunded registration becomes CANCELLED and keeps its row for the payment history, so the one-per-
-- user-and-presentation rule now ignores cancelled rows: a refunded visitor may register again.
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text NOT NULL,
	"actor_id" integer,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
DROP INDEX "participations_user_presentation_idx";--> statement-breakpoint
ALTER TABLE "festival" ADD COLUMN "starts_on" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "festival" ADD COLUMN "ends_on" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "festival" ADD COLUMN "venue" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "festival" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "festival" ADD COLUMN "map_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "festival" ADD COLUMN "contact_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "festival" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "festival" ADD COLUMN "competition_date" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "ticket_salt" text;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "ticket_hash" text;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "checked_in_by" integer;--> statement-breakpoint
ALTER TABLE "participations" ADD COLUMN "checkin_nonce" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_note" text;--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "room" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id","at");--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "participations_ticket_hash_idx" ON "participations" USING btree ("ticket_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "participations_user_presentation_idx" ON "participations" USING btree ("user_id","presentation_id") WHERE "participations"."payment_state" <> 'CANCELLED';