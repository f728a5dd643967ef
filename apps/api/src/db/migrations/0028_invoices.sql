-- Receipts and official invoices (modules/invoices). The seller's details are an edition's settings.
ALTER TABLE "festival" ADD COLUMN "seller_name" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "festival" ADD COLUMN "seller_national_id" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "festival" ADD COLUMN "seller_economic_code" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "festival" ADD COLUMN "seller_registration_number" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "festival" ADD COLUMN "seller_address" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "festival" ADD COLUMN "seller_postal_code" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "festival" ADD COLUMN "seller_phone" text DEFAULT '' NOT NULL;
--> statement-breakpoint
-- What a buyer asks to be named on a payment's official invoice, until the invoice is issued.
CREATE TABLE "invoice_details" (
  "payment_id" integer PRIMARY KEY REFERENCES "payments"("id") ON DELETE CASCADE,
  "kind" text NOT NULL,
  "name" text NOT NULL,
  "national_id" text NOT NULL,
  "economic_code" text DEFAULT '' NOT NULL,
  "registration_number" text DEFAULT '' NOT NULL,
  "postal_code" text NOT NULL,
  "address" text NOT NULL,
  "phone" text NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "invoice_details_kind_ck" CHECK ("kind" IN ('PERSON', 'COMPANY'))
);
--> statement-breakpoint
-- The last number each edition's sequence gave. Taking a number is an UPDATE of this row in the
-- transaction that writes the invoice: concurrent issuers queue on the row, and a transaction that rolls
-- back gives its number back with it, so the sequence has no gaps (a PostgreSQL SEQUENCE would skip).
CREATE TABLE "invoice_counters" (
  "edition_id" integer PRIMARY KEY REFERENCES "editions"("id") ON DELETE CASCADE,
  "last" integer NOT NULL,
  CONSTRAINT "invoice_counters_last_ck" CHECK ("last" >= 1)
);
--> statement-breakpoint
-- Invoices and credit notes, as issued: what they say (buyer, seller, lines) is kept with them, so the
-- document is the same whenever it is printed, whatever changes later.
CREATE TABLE "invoices" (
  "id" serial PRIMARY KEY,
  "edition_id" integer NOT NULL REFERENCES "editions"("id"),
  "number" integer NOT NULL,
  "kind" text NOT NULL,
  "payment_id" integer NOT NULL REFERENCES "payments"("id"),
  "refund_id" integer REFERENCES "refunds"("id"),
  "issued_at" timestamp with time zone DEFAULT now() NOT NULL,
  "amount" integer NOT NULL,
  "vat_percent" numeric(5, 2) NOT NULL,
  "vat" integer NOT NULL,
  "buyer" jsonb NOT NULL,
  "seller" jsonb NOT NULL,
  "lines" jsonb NOT NULL,
  CONSTRAINT "invoices_kind_ck" CHECK ("kind" IN ('INVOICE', 'CREDIT_NOTE')),
  CONSTRAINT "invoices_refund_ck" CHECK (("kind" = 'CREDIT_NOTE') = ("refund_id" IS NOT NULL)),
  CONSTRAINT "invoices_amount_ck" CHECK ("amount" >= 0 AND "vat" >= 0 AND "vat" <= "amount")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" ("edition_id", "number");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_payment_idx" ON "invoices" ("payment_id") WHERE "kind" = 'INVOICE';
--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_refund_idx" ON "invoices" ("refund_id");
--> statement-breakpoint
-- An issued invoice or credit note is never changed nor deleted, and its number never used again;
-- the details of a payment whose invoice is issued are fixed with it. The database refuses either,
-- whoever asks.
CREATE FUNCTION fest_invoice_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'invoice_fixed: an issued invoice cannot be changed or deleted' USING ERRCODE = 'check_violation';
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_fixed" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION fest_invoice_fixed();
--> statement-breakpoint
CREATE FUNCTION fest_invoice_details_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM invoices WHERE payment_id = OLD.payment_id AND kind = 'INVOICE') THEN
    RAISE EXCEPTION 'invoice_fixed: the invoice of payment % is issued', OLD.payment_id USING ERRCODE = 'check_violation';
  END IF;
  RETURN CASE TG_OP WHEN 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoice_details_fixed" BEFORE UPDATE OR DELETE ON "invoice_details" FOR EACH ROW EXECUTE FUNCTION fest_invoice_details_fixed();
