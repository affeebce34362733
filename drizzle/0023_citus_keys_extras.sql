-- Citus-ready keys, step 3 of 3: the composite foreign keys set aside in step 1 come back, now
-- resting on the (studio_id, id) primary keys, and the two no-overlap rules come back with
-- studio_id WITH = first, as Citus requires of an exclusion constraint on a distributed table
-- (the same rows conflict as before: an instructor or a room belongs to one studio).
DO $$
DECLARE fk record;
BEGIN
  FOR fk IN SELECT * FROM "citus_keys_fk_stash" LOOP
    EXECUTE format('ALTER TABLE %s ADD CONSTRAINT %I %s', fk.table_name, fk.name, fk.definition);
  END LOOP;
END $$;
--> statement-breakpoint
DROP TABLE "citus_keys_fk_stash";
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_instructor_no_overlap"
  EXCLUDE USING gist ("studio_id" WITH =, "instructor_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" = 'scheduled' AND "instructor_id" IS NOT NULL);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_room_no_overlap"
  EXCLUDE USING gist ("studio_id" WITH =, "room_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" = 'scheduled' AND "room_id" IS NOT NULL);
