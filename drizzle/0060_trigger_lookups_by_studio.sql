-- Every lookup a trigger makes reaches only its own studio's rows through a key that starts with
-- studio_id: a booking by (studio_id, id), an event by (studio_id, id), a service's lessons through
-- (studio_id, starts_at). Unscoped, a ledger entry for a booking read the whole bookings table
-- (no index on id alone), and a service's changed kind or dance read every studio's events.
CREATE OR REPLACE FUNCTION report_bookings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_mark_day(e.studio_id, e.starts_at) FROM events e WHERE e.studio_id = OLD.studio_id AND e.id = OLD.event_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM report_mark_day(e.studio_id, e.starts_at) FROM events e WHERE e.studio_id = NEW.studio_id AND e.id = NEW.event_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_ledger_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_mark_day(OLD.studio_id, OLD.created_at);
    PERFORM report_mark_day(e.studio_id, e.starts_at) FROM bookings b JOIN events e ON e.studio_id = b.studio_id AND e.id = b.event_id
      WHERE b.studio_id = OLD.studio_id AND b.id = OLD.booking_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM report_mark_day(NEW.studio_id, NEW.created_at);
    PERFORM report_mark_day(e.studio_id, e.starts_at) FROM bookings b JOIN events e ON e.studio_id = b.studio_id AND e.id = b.event_id
      WHERE b.studio_id = NEW.studio_id AND b.id = NEW.booking_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_packages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_mark_day(OLD.studio_id, OLD.purchased_at);
    PERFORM report_mark_day(e.studio_id, e.starts_at) FROM bookings b JOIN events e ON e.studio_id = b.studio_id AND e.id = b.event_id
      WHERE b.studio_id = OLD.studio_id AND b.student_package_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM report_mark_day(NEW.studio_id, NEW.purchased_at);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_student_level_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_mark_day(e.studio_id, e.starts_at) FROM bookings b JOIN events e ON e.studio_id = b.studio_id AND e.id = b.event_id
    WHERE b.studio_id = NEW.studio_id AND b.student_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_service_kind_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_mark_day(e.studio_id, e.starts_at) FROM events e WHERE e.studio_id = NEW.studio_id AND e.service_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_service_dance_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_mark_day(e.studio_id, e.starts_at) FROM events e
    WHERE e.studio_id = NEW.studio_id AND e.service_id = NEW.id AND e.dance_id IS NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_copy_event_start() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT e.starts_at INTO NEW.starts_at FROM events e WHERE e.studio_id = NEW.studio_id AND e.id = NEW.event_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION event_start_to_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings SET starts_at = NEW.starts_at
  WHERE studio_id = NEW.studio_id AND event_id = NEW.id AND starts_at IS DISTINCT FROM NEW.starts_at;
  RETURN NULL;
END
$$;
