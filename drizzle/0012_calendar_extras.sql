-- iCalendar SEQUENCE must grow with every change a calendar would show, or clients keep the old
-- copy of an event. Bumped here rather than in each update path (moves, series edits, cancels,
-- the waitlist, holds, attendance…), so no path can forget it. Runs on PostgreSQL 15 and PGlite.
CREATE OR REPLACE FUNCTION calendar_event_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.starts_at, NEW.ends_at, NEW.instructor_id, NEW.room_id, NEW.service_id, NEW.status)
     IS DISTINCT FROM (OLD.starts_at, OLD.ends_at, OLD.instructor_id, OLD.room_id, OLD.service_id, OLD.status) THEN
    NEW.sequence := OLD.sequence + 1;
  ELSE
    NEW.sequence := OLD.sequence;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER calendar_event_sequence BEFORE UPDATE ON events FOR EACH ROW EXECUTE FUNCTION calendar_event_sequence();
--> statement-breakpoint
-- A student's view of an event is event.sequence + their latest booking's sequence: a status change
-- (their own cancellation, a promotion, attendance) bumps the booking; a new booking after a
-- cancelled one starts above it, so the sum never goes back for that student.
CREATE OR REPLACE FUNCTION calendar_booking_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT coalesce(max(b.sequence) + 1, 0) INTO NEW.sequence FROM bookings b
      WHERE b.event_id = NEW.event_id AND b.student_id = NEW.student_id AND b.studio_id = NEW.studio_id;
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.sequence := OLD.sequence + 1;
  ELSE
    NEW.sequence := OLD.sequence;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER calendar_booking_sequence BEFORE INSERT OR UPDATE ON bookings FOR EACH ROW EXECUTE FUNCTION calendar_booking_sequence();
