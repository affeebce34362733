-- The database refuses double bookings: no two scheduled events may overlap for one
-- instructor or for one room. Half-open ranges, so a lesson may start when the previous one ends.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_instructor_no_overlap"
  EXCLUDE USING gist ("instructor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" = 'scheduled' AND "instructor_id" IS NOT NULL);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_room_no_overlap"
  EXCLUDE USING gist ("room_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" = 'scheduled' AND "room_id" IS NOT NULL);
