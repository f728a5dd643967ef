-- The festival's content in English beside the Persian (contract "Content in two languages"): "" where
-- no English was written, and the English site shows the Persian then.
ALTER TABLE "faqs" ADD COLUMN "en_question" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "en_answer" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "en_name" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "presenters" ADD COLUMN "en_first_name" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "presenters" ADD COLUMN "en_last_name" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "presenters" ADD COLUMN "en_description" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "en_name" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "en_quote" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "accessories" ADD COLUMN "en_name" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "accessories" ADD COLUMN "en_description" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "presentations" ADD COLUMN "en_room" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "festival" ADD COLUMN "en_festival_name" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "festival" ADD COLUMN "en_venue" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "festival" ADD COLUMN "en_address" text DEFAULT '' NOT NULL;
