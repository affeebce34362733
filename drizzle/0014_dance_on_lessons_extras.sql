-- A lesson's dance: the service's (a "Waltz Bronze" class), overridden by the event's own. The
-- references are composite, so a service or an event can only name a dance of its own studio
-- (written here: lib/db/schema/progress.ts imports scheduling.ts, so scheduling can't import dances).
ALTER TABLE services ADD CONSTRAINT services_dance_fk FOREIGN KEY (studio_id, dance_id) REFERENCES dances (studio_id, id);
--> statement-breakpoint
ALTER TABLE events ADD CONSTRAINT events_dance_fk FOREIGN KEY (studio_id, dance_id) REFERENCES dances (studio_id, id);
--> statement-breakpoint
-- The rollups now count lessons by dance: a change of an event's dance marks its day dirty, and a
-- change of a service's dance marks the days of its lessons that don't name their own.
DROP TRIGGER report_events_changed ON events;
--> statement-breakpoint
CREATE TRIGGER report_events_changed AFTER INSERT OR DELETE OR UPDATE OF starts_at, ends_at, status, instructor_id, room_id, service_id, capacity, dance_id
  ON events FOR EACH ROW EXECUTE FUNCTION report_events_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_service_dance_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_mark_day(e.studio_id, e.starts_at) FROM events e WHERE e.service_id = NEW.id AND e.dance_id IS NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_service_dance_changed AFTER UPDATE OF dance_id ON services FOR EACH ROW
  WHEN (OLD.dance_id IS DISTINCT FROM NEW.dance_id) EXECUTE FUNCTION report_service_dance_changed();
