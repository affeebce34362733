-- Memberships end with the person record (lib/people/membership-end.ts): people already deactivated
-- or deleted before this release lose their access now, not only after their next change.
UPDATE "memberships" AS m SET "active" = false
WHERE m."role" = 'student' AND NOT EXISTS (
  SELECT 1 FROM "students" AS s WHERE s."studio_id" = m."studio_id" AND s."user_id" = m."user_id" AND s."active"
);
--> statement-breakpoint
UPDATE "memberships" AS m SET "active" = false
WHERE m."role" = 'instructor' AND NOT EXISTS (
  SELECT 1 FROM "instructors" AS i WHERE i."studio_id" = m."studio_id" AND i."user_id" = m."user_id" AND i."active"
);
