-- Waiting lists for full presentations (contract "The programme, an agenda and a waiting list").
-- A place in line is a waitlist_entries row; an offer is a PENDING participation whose
-- offer_expires_at is set: it holds a seat (modules/inventory/offers.ts) until it is paid, removed
-- or passed on.
ALTER TABLE "participations" ADD COLUMN "offer_expires_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "participations_offers_idx" ON "participations" USING btree ("presentation_id", "offer_expires_at") WHERE "offer_expires_at" IS NOT NULL AND "payment_state" = 'PENDING';
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"presentation_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_user_presentation_idx" ON "waitlist_entries" USING btree ("user_id","presentation_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("presentation_id","joined_at","id");--> statement-breakpoint
-- A Presentation's `waiting` is part of the catalogue's answers, and every process's waiting-list
-- worker listens on this channel too (a seat may have been freed).
CREATE TRIGGER "waitlist_entries_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "waitlist_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
