-- Report rollups stay exact: any change to what they sum marks its local day dirty in the same
-- transaction (these triggers); every report first recomputes its studio's dirty days from the
-- source tables (lib/reports/rollups/refresh-rollups.ts). Runs on PostgreSQL 15 and PGlite.
CREATE OR REPLACE FUNCTION report_mark_day(p_studio uuid, p_at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_studio IS NULL OR p_at IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO report_dirty_days (studio_id, day)
  SELECT p_studio, (p_at AT TIME ZONE s.time_zone)::date FROM studios s WHERE s.id = p_studio
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
-- Every day a studio has anything on (lessons, ledger entries, package sales): its rollups are rebuilt from scratch.
CREATE OR REPLACE FUNCTION report_mark_all(p_studio uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  zone text;
BEGIN
  SELECT time_zone INTO zone FROM studios WHERE id = p_studio;
  IF zone IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO report_dirty_days (studio_id, day)
  SELECT p_studio, d FROM (
    SELECT (starts_at AT TIME ZONE zone)::date AS d FROM events WHERE studio_id = p_studio
    UNION SELECT (created_at AT TIME ZONE zone)::date FROM ledger_entries WHERE studio_id = p_studio
    UNION SELECT (purchased_at AT TIME ZONE zone)::date FROM student_packages WHERE studio_id = p_studio
    UNION SELECT period_start FROM report_lesson_facts WHERE studio_id = p_studio AND grain = 'day'
    UNION SELECT period_start FROM report_student_facts WHERE studio_id = p_studio AND grain = 'day'
    UNION SELECT period_start FROM report_money_facts WHERE studio_id = p_studio AND grain = 'day'
  ) days
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_events_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_mark_day(OLD.studio_id, OLD.starts_at);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM report_mark_day(NEW.studio_id, NEW.starts_at);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_events_changed AFTER INSERT OR DELETE OR UPDATE OF starts_at, ends_at, status, instructor_id, room_id, service_id, capacity
  ON events FOR EACH ROW EXECUTE FUNCTION report_events_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_bookings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_mark_day(e.studio_id, e.starts_at) FROM events e WHERE e.id = OLD.event_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM report_mark_day(e.studio_id, e.starts_at) FROM events e WHERE e.id = NEW.event_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_bookings_changed AFTER INSERT OR DELETE OR UPDATE OF status, event_id, student_id, student_package_id
  ON bookings FOR EACH ROW EXECUTE FUNCTION report_bookings_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_ledger_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_mark_day(OLD.studio_id, OLD.created_at);
    PERFORM report_mark_day(e.studio_id, e.starts_at) FROM bookings b JOIN events e ON e.id = b.event_id WHERE b.id = OLD.booking_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM report_mark_day(NEW.studio_id, NEW.created_at);
    PERFORM report_mark_day(e.studio_id, e.starts_at) FROM bookings b JOIN events e ON e.id = b.event_id WHERE b.id = NEW.booking_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_ledger_changed AFTER INSERT OR DELETE OR UPDATE ON ledger_entries FOR EACH ROW EXECUTE FUNCTION report_ledger_changed();
--> statement-breakpoint
-- A sale counts on its purchase day; its price per unit also values the lessons it paid for.
CREATE OR REPLACE FUNCTION report_packages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM report_mark_day(OLD.studio_id, OLD.purchased_at);
    PERFORM report_mark_day(e.studio_id, e.starts_at) FROM bookings b JOIN events e ON e.id = b.event_id WHERE b.student_package_id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM report_mark_day(NEW.studio_id, NEW.purchased_at);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_packages_changed AFTER INSERT OR DELETE OR UPDATE OF purchased_at, name, units, price_cents
  ON student_packages FOR EACH ROW EXECUTE FUNCTION report_packages_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_student_level_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_mark_day(e.studio_id, e.starts_at) FROM bookings b JOIN events e ON e.id = b.event_id WHERE b.student_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_student_level_changed AFTER UPDATE OF level ON students FOR EACH ROW
  WHEN (OLD.level IS DISTINCT FROM NEW.level) EXECUTE FUNCTION report_student_level_changed();
--> statement-breakpoint
-- A rate from a date on reprices that instructor's lessons from the day before it (any zone) onwards.
CREATE OR REPLACE FUNCTION report_rates_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_studio uuid := COALESCE(NEW.studio_id, OLD.studio_id);
  teacher uuid := COALESCE(NEW.instructor_id, OLD.instructor_id);
  since date := LEAST(COALESCE(NEW.effective_from, OLD.effective_from), COALESCE(OLD.effective_from, NEW.effective_from));
BEGIN
  PERFORM report_mark_day(e.studio_id, e.starts_at) FROM events e
  WHERE e.studio_id = row_studio AND e.instructor_id = teacher AND e.starts_at >= (since - 1)::timestamp AT TIME ZONE 'UTC';
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_rates_changed AFTER INSERT OR DELETE OR UPDATE ON instructor_rates FOR EACH ROW EXECUTE FUNCTION report_rates_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_service_kind_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_mark_day(e.studio_id, e.starts_at) FROM events e WHERE e.service_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_service_kind_changed AFTER UPDATE OF kind ON services FOR EACH ROW
  WHEN (OLD.kind IS DISTINCT FROM NEW.kind) EXECUTE FUNCTION report_service_kind_changed();
--> statement-breakpoint
-- A new time zone moves every lesson to other local days: the studio's rollups start again from scratch.
CREATE OR REPLACE FUNCTION report_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM report_lesson_facts WHERE studio_id = NEW.id;
  DELETE FROM report_level_facts WHERE studio_id = NEW.id;
  DELETE FROM report_student_facts WHERE studio_id = NEW.id;
  DELETE FROM report_money_facts WHERE studio_id = NEW.id;
  DELETE FROM report_package_facts WHERE studio_id = NEW.id;
  DELETE FROM report_hour_facts WHERE studio_id = NEW.id;
  DELETE FROM report_fill_facts WHERE studio_id = NEW.id;
  DELETE FROM report_dirty_days WHERE studio_id = NEW.id;
  PERFORM report_mark_all(NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER report_zone_changed AFTER UPDATE OF time_zone ON studios FOR EACH ROW
  WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION report_zone_changed();
--> statement-breakpoint
-- What existed before the rollups: every studio's days are dirty, so its first report builds them.
SELECT report_mark_all(id) FROM studios;
