-- Generated from the schema (drizzle-kit can't name the old primary keys: filled in as <table>_pkey, their names in every database).
ALTER TABLE "instructors" DROP CONSTRAINT "instructors_studio_id_key";--> statement-breakpoint
ALTER TABLE "students" DROP CONSTRAINT "students_studio_id_key";--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_studio_id_key";--> statement-breakpoint
ALTER TABLE "rooms" DROP CONSTRAINT "rooms_studio_id_key";--> statement-breakpoint
ALTER TABLE "series" DROP CONSTRAINT "series_studio_id_key";--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_studio_id_key";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_studio_id_key";--> statement-breakpoint
ALTER TABLE "packages" DROP CONSTRAINT "packages_studio_id_key";--> statement-breakpoint
ALTER TABLE "student_packages" DROP CONSTRAINT "student_packages_studio_id_key";--> statement-breakpoint
ALTER TABLE "saved_reports" DROP CONSTRAINT "saved_reports_studio_id_key";--> statement-breakpoint
ALTER TABLE "assessments" DROP CONSTRAINT "assessments_studio_id_key";--> statement-breakpoint
ALTER TABLE "dances" DROP CONSTRAINT "dances_studio_id_key";--> statement-breakpoint
ALTER TABLE "figures" DROP CONSTRAINT "figures_studio_id_key";--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_studio_id_key";--> statement-breakpoint
ALTER TABLE "practice_logs" DROP CONSTRAINT "practice_logs_studio_id_key";--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_studio_id_key";--> statement-breakpoint
DROP INDEX "invites_token_hash_key";--> statement-breakpoint
DROP INDEX "calendar_feeds_token_hash_key";--> statement-breakpoint
DROP INDEX "instructor_rates_effective_key";--> statement-breakpoint
DROP INDEX "bookings_one_active_key";--> statement-breakpoint
DROP INDEX "ledger_entries_one_void_key";--> statement-breakpoint
DROP INDEX "plan_invoices_external_key";--> statement-breakpoint
ALTER TABLE "package_services" DROP CONSTRAINT "package_services_package_id_service_id_pk";--> statement-breakpoint
ALTER TABLE "memberships" DROP CONSTRAINT "memberships_pkey";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP CONSTRAINT "contact_messages_pkey";--> statement-breakpoint
ALTER TABLE "instructor_availability" DROP CONSTRAINT "instructor_availability_pkey";--> statement-breakpoint
ALTER TABLE "instructor_exceptions" DROP CONSTRAINT "instructor_exceptions_pkey";--> statement-breakpoint
ALTER TABLE "instructor_rates" DROP CONSTRAINT "instructor_rates_pkey";--> statement-breakpoint
ALTER TABLE "instructors" DROP CONSTRAINT "instructors_pkey";--> statement-breakpoint
ALTER TABLE "invites" DROP CONSTRAINT "invites_pkey";--> statement-breakpoint
ALTER TABLE "students" DROP CONSTRAINT "students_pkey";--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_pkey";--> statement-breakpoint
ALTER TABLE "rooms" DROP CONSTRAINT "rooms_pkey";--> statement-breakpoint
ALTER TABLE "series" DROP CONSTRAINT "series_pkey";--> statement-breakpoint
ALTER TABLE "services" DROP CONSTRAINT "services_pkey";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_pkey";--> statement-breakpoint
ALTER TABLE "credit_entries" DROP CONSTRAINT "credit_entries_pkey";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_pkey";--> statement-breakpoint
ALTER TABLE "packages" DROP CONSTRAINT "packages_pkey";--> statement-breakpoint
ALTER TABLE "plan_invoices" DROP CONSTRAINT "plan_invoices_pkey";--> statement-breakpoint
ALTER TABLE "student_packages" DROP CONSTRAINT "student_packages_pkey";--> statement-breakpoint
ALTER TABLE "saved_reports" DROP CONSTRAINT "saved_reports_pkey";--> statement-breakpoint
ALTER TABLE "assessments" DROP CONSTRAINT "assessments_pkey";--> statement-breakpoint
ALTER TABLE "dances" DROP CONSTRAINT "dances_pkey";--> statement-breakpoint
ALTER TABLE "figures" DROP CONSTRAINT "figures_pkey";--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_pkey";--> statement-breakpoint
ALTER TABLE "practice_logs" DROP CONSTRAINT "practice_logs_pkey";--> statement-breakpoint
ALTER TABLE "progress_notes" DROP CONSTRAINT "progress_notes_pkey";--> statement-breakpoint
ALTER TABLE "student_figures" DROP CONSTRAINT "student_figures_pkey";--> statement-breakpoint
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_pkey";--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_pkey";--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "instructor_availability" ADD CONSTRAINT "instructor_availability_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "instructor_exceptions" ADD CONSTRAINT "instructor_exceptions_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "instructor_rates" ADD CONSTRAINT "instructor_rates_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "instructors" ADD CONSTRAINT "instructors_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "invites" ADD CONSTRAINT "invites_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "package_services" ADD CONSTRAINT "package_services_pkey" PRIMARY KEY("studio_id","package_id","service_id");--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "plan_invoices" ADD CONSTRAINT "plan_invoices_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "student_packages" ADD CONSTRAINT "student_packages_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "dances" ADD CONSTRAINT "dances_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "figures" ADD CONSTRAINT "figures_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "practice_logs" ADD CONSTRAINT "practice_logs_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "progress_notes" ADD CONSTRAINT "progress_notes_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "student_figures" ADD CONSTRAINT "student_figures_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_pkey" PRIMARY KEY("studio_id","id");--> statement-breakpoint
CREATE INDEX "invites_token_hash_idx" ON "invites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "calendar_feeds_token_hash_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "instructor_rates_effective_key" ON "instructor_rates" USING btree ("studio_id","instructor_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_active_key" ON "bookings" USING btree ("studio_id","event_id","student_id") WHERE "bookings"."status" in ('booked', 'waitlisted', 'held');--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_one_void_key" ON "ledger_entries" USING btree ("studio_id","related_entry_id") WHERE "ledger_entries"."kind" = 'void';--> statement-breakpoint
CREATE UNIQUE INDEX "plan_invoices_external_key" ON "plan_invoices" USING btree ("studio_id","external_id");