-- bookings.starts_at is a copy of its event's start, kept here and nowhere else: set from the event
-- when a booking is written (whatever the writer passed), and rewritten on every booking of an
-- event that moves, in the same transaction. Runs on PostgreSQL 15 and PGlite.
CREATE OR REPLACE FUNCTION booking_copy_event_start() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT e.starts_at INTO NEW.starts_at FROM events e WHERE e.id = NEW.event_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER booking_copy_event_start BEFORE INSERT OR UPDATE OF event_id, starts_at
  ON bookings FOR EACH ROW EXECUTE FUNCTION booking_copy_event_start();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION event_start_to_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings SET starts_at = NEW.starts_at WHERE event_id = NEW.id AND starts_at IS DISTINCT FROM NEW.starts_at;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER event_start_to_bookings AFTER UPDATE OF starts_at ON events
  FOR EACH ROW WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at) EXECUTE FUNCTION event_start_to_bookings();
--> statement-breakpoint
UPDATE bookings b SET starts_at = e.starts_at FROM events e WHERE e.id = b.event_id AND b.starts_at IS DISTINCT FROM e.starts_at;
