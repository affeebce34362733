ALTER TABLE "student_packages" ADD COLUMN "service_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
-- Packages sold before this migration keep what their package covers today.
UPDATE "student_packages" AS sp SET "service_ids" = coalesce((SELECT array_agg(ps."service_id") FROM "package_services" AS ps WHERE ps."package_id" = sp."package_id"), '{}'::uuid[]);
