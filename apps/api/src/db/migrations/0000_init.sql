CREATE TABLE "accessories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"img" text,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_presentations" (
	"coupon_id" integer NOT NULL,
	"presentation_id" integer NOT NULL,
	CONSTRAINT "coupon_presentations_coupon_id_presentation_id_pk" PRIMARY KEY("coupon_id","presentation_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percentage" integer NOT NULL,
	"max_uses" integer NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "coupons_percentage_ck" CHECK ("coupons"."percentage" between 0 and 100),
	CONSTRAINT "coupons_used_ck" CHECK ("coupons"."used_count" <= "coupons"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "festival" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"competition_price" integer DEFAULT 0 NOT NULL,
	"competition_capacity" integer DEFAULT 0 NOT NULL,
	"competition_registration_open" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"presentation_id" integer NOT NULL,
	"payment_state" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_accessories" (
	"payment_id" integer NOT NULL,
	"accessory_id" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "payment_accessories_payment_id_accessory_id_pk" PRIMARY KEY("payment_id","accessory_id")
);
--> statement-breakpoint
CREATE TABLE "payment_items" (
	"payment_id" integer NOT NULL,
	"participation_id" integer NOT NULL,
	"presentation_id" integer NOT NULL,
	"cost" integer NOT NULL,
	CONSTRAINT "payment_items_payment_id_participation_id_pk" PRIMARY KEY("payment_id","participation_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"subtotal" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"total_price" integer NOT NULL,
	"payment_state" text DEFAULT 'PENDING' NOT NULL,
	"authority" text,
	"pay_link" text DEFAULT '' NOT NULL,
	"ref_id" bigint,
	"card_pan" text,
	"coupon_id" integer,
	"coupon_code" text,
	"is_competition_payment" boolean DEFAULT false NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"verified_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "presentation_presenters" (
	"presentation_id" integer NOT NULL,
	"presenter_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "presentation_presenters_presentation_id_presenter_id_pk" PRIMARY KEY("presentation_id","presenter_id")
);
--> statement-breakpoint
CREATE TABLE "presentation_tags" (
	"presentation_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "presentation_tags_presentation_id_tag_id_pk" PRIMARY KEY("presentation_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "presentations" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_type" text NOT NULL,
	"fa_title" text NOT NULL,
	"en_title" text NOT NULL,
	"fa_description" text DEFAULT '' NOT NULL,
	"en_description" text DEFAULT '' NOT NULL,
	"start" timestamp with time zone NOT NULL,
	"end" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"cost" integer NOT NULL,
	"is_registration_active" boolean DEFAULT true NOT NULL,
	"presentation_link" text DEFAULT '' NOT NULL,
	"poster" text DEFAULT '' NOT NULL,
	CONSTRAINT "presentations_capacity_ck" CHECK ("presentations"."capacity" >= 0),
	CONSTRAINT "presentations_cost_ck" CHECK ("presentations"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "presenters" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"avatar" text,
	"linkedin" text
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"quote" text DEFAULT '' NOT NULL,
	"role" text NOT NULL,
	"team" text NOT NULL,
	"linkedin" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_accessories" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"accessory_id" integer NOT NULL,
	"payment_id" integer
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"avatar" text,
	"role" text DEFAULT 'user' NOT NULL,
	"is_signed_up_for_competition" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_number_unique" UNIQUE("phone_number")
);
--> statement-breakpoint
ALTER TABLE "coupon_presentations" ADD CONSTRAINT "coupon_presentations_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_presentations" ADD CONSTRAINT "coupon_presentations_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participations" ADD CONSTRAINT "participations_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_accessories" ADD CONSTRAINT "payment_accessories_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_accessories" ADD CONSTRAINT "payment_accessories_accessory_id_accessories_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_participation_id_participations_id_fk" FOREIGN KEY ("participation_id") REFERENCES "public"."participations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_items" ADD CONSTRAINT "payment_items_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_presenters" ADD CONSTRAINT "presentation_presenters_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_presenters" ADD CONSTRAINT "presentation_presenters_presenter_id_presenters_id_fk" FOREIGN KEY ("presenter_id") REFERENCES "public"."presenters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_tags" ADD CONSTRAINT "presentation_tags_presentation_id_presentations_id_fk" FOREIGN KEY ("presentation_id") REFERENCES "public"."presentations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "presentation_tags" ADD CONSTRAINT "presentation_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accessories" ADD CONSTRAINT "user_accessories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_accessories" ADD CONSTRAINT "user_accessories_accessory_id_accessories_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_lower_idx" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "participations_user_presentation_idx" ON "participations" USING btree ("user_id","presentation_id");--> statement-breakpoint
CREATE INDEX "participations_presentation_idx" ON "participations" USING btree ("presentation_id","payment_state");--> statement-breakpoint
CREATE INDEX "payment_items_presentation_idx" ON "payment_items" USING btree ("presentation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_authority_idx" ON "payments" USING btree ("authority");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_state_idx" ON "payments" USING btree ("payment_state","hold_expires_at");--> statement-breakpoint
CREATE INDEX "presentation_presenters_presenter_idx" ON "presentation_presenters" USING btree ("presenter_id");--> statement-breakpoint
CREATE INDEX "presentations_start_idx" ON "presentations" USING btree ("start");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_accessories_user_idx" ON "user_accessories" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));