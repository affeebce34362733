-- A remote lesson's meeting link is its LOCATION and URL in a calendar: a new or removed link is a
-- change calendars must show, so it bumps SEQUENCE like a new time or room (see 0017_calendar_extras).
CREATE OR REPLACE FUNCTION calendar_event_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.starts_at, NEW.ends_at, NEW.instructor_id, NEW.room_id, NEW.service_id, NEW.status, NEW.meeting_url)
     IS DISTINCT FROM (OLD.starts_at, OLD.ends_at, OLD.instructor_id, OLD.room_id, OLD.service_id, OLD.status, OLD.meeting_url) THEN
    NEW.sequence := OLD.sequence + 1;
  ELSE
    NEW.sequence := OLD.sequence;
  END IF;
  RETURN NEW;
END
$$;
