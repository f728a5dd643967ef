-- A visitor who cancels a registration that cannot be returned through the gateway gives the Sheba
-- (an Iranian IBAN) the organisers pay it back to: a manual refund stays PENDING until they have.
ALTER TABLE "refunds" ADD COLUMN "iban" text;
--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_iban_ck" CHECK ("iban" IS NULL OR "iban" ~ '^IR[0-9]{24}$');
