-- The visitor's agenda: starred presentations (bought ones are listed from participations), and the
-- private calendar feed of it. The feed's address is derived from a server secret and `nonce`
-- (so the same address can be shown again); only a hash of it is stored, for the look-up.
CREATE TABLE "agenda_items" (
	"user_id" integer NOT NULL,
	"presentation_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agenda_items_pk" PRIMARY KEY("user_id","presentation_id")
);
--> statement-breakpoint
CREATE TABLE "agenda_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agenda_items" ADD CONSTRAINT "agenda_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_items" ADD CONSTRAINT "agenda_items_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_feeds" ADD CONSTRAINT "agenda_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agenda_items_presentation_idx" ON "agenda_items" USING btree ("presentation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agenda_feeds_token_hash_idx" ON "agenda_feeds" USING btree ("token_hash");
