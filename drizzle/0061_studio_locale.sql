ALTER TABLE "studios" ADD COLUMN "locale" text DEFAULT 'en-US' NOT NULL;
--> statement-breakpoint
ALTER TABLE "studios" ADD CONSTRAINT "studios_locale_known" CHECK ("studios"."locale" in ('en-US', 'en-GB', 'en-IE', 'en-CA', 'en-AU', 'en-NZ', 'en-ZA'));
--> statement-breakpoint
-- The session lookup reads the locale (every screen formats with it): a change moves the access version.
DROP TRIGGER studio_versions_access_studios ON studios;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER studio_versions_access_studios
  AFTER UPDATE OF name, time_zone, currency, locale, plan, billing_interval, trial_ends_at, current_period_end, pending_plan, pending_interval ON studios
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION studio_version_bump('access');
