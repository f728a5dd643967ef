CREATE TABLE "zarinpal_sandbox_sessions" (
	"authority" text PRIMARY KEY NOT NULL,
	"merchant_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"callback_url" text NOT NULL,
	"description" text NOT NULL,
	"mobile" text,
	"email" text,
	"order_id" text,
	"status" text DEFAULT 'IN_BANK' NOT NULL,
	"ref_id" bigint,
	"card_pan" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;