-- Citus-ready keys, step 1 of 3 (docs/SCALING.md). Every tenant table's primary key becomes
-- (studio_id, id), which makes the separate UNIQUE (studio_id, id) keys redundant. The composite
-- foreign keys point at those unique keys, so they are set aside here (definitions kept in a
-- work table), step 2 (generated) swaps the keys, step 3 puts them back against the new primary
-- keys. Found from the catalog, so a foreign key another migration adds to one of those keys is
-- carried over as well. The migrator runs all three in one transaction.
CREATE TABLE "citus_keys_fk_stash" ("table_name" text NOT NULL, "name" text NOT NULL, "definition" text NOT NULL);
--> statement-breakpoint
INSERT INTO "citus_keys_fk_stash"
SELECT fk.conrelid::regclass::text, fk.conname, pg_get_constraintdef(fk.oid)
FROM pg_constraint fk
JOIN pg_constraint uk ON uk.conindid = fk.conindid AND uk.contype = 'u' AND uk.conrelid = fk.confrelid
WHERE fk.contype = 'f' AND uk.conname LIKE '%\_studio\_id\_key' AND fk.connamespace = 'public'::regnamespace;
--> statement-breakpoint
DO $$
DECLARE fk record;
BEGIN
  FOR fk IN SELECT * FROM "citus_keys_fk_stash" LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', fk.table_name, fk.name);
  END LOOP;
END $$;
--> statement-breakpoint
-- The two no-overlap rules come back with studio_id WITH = in step 3.
ALTER TABLE "events" DROP CONSTRAINT "events_instructor_no_overlap";
--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_room_no_overlap";
