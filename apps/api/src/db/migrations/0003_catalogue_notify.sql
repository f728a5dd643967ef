-- Every API process keeps ready-made catalogue answers (modules/catalogue/answer-cache.ts) and LISTENs
-- on "catalogue_changed" to drop them. A NOTIFY is delivered at COMMIT, and only for committed
-- transactions, so a process never drops its answers for a change that did not happen, and
-- identical notifications of one transaction are folded into one. Statement-level: one per statement
-- whatever the number of rows.
CREATE OR REPLACE FUNCTION catalogue_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER "payment_items_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_items"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER "participations_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "participations"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER "presentations_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "presentations"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER "presenters_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "presenters"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER "presentation_presenters_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "presentation_presenters"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER "tags_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tags"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER "presentation_tags_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "presentation_tags"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER "faqs_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "faqs"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER "staff_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "staff"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER "accessories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "accessories"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER "coupons_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "coupons"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER "coupon_presentations_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "coupon_presentations"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
--> statement-breakpoint
CREATE TRIGGER "festival_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "festival"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed_notify();
