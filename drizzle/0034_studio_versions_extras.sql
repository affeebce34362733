-- The studio's two version counters (lib/db/schema/studio-versions.ts) move as a change commits:
-- deferred constraint triggers bump them at COMMIT, after every other lock the transaction takes, so
-- the version row is always a transaction's last lock (no deadlock with event or booking row locks)
-- and concurrent writers of one studio queue only for the instant of their commits. Each counter
-- moves once per studio and transaction (a transaction-local setting remembers it): a series of
-- 200 events bumps it once, not 200 times. Runs on PostgreSQL 15 and PGlite.
CREATE OR REPLACE FUNCTION studio_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  studio uuid;
  done text;
BEGIN
  IF TG_TABLE_NAME = 'studios' THEN
    studio := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    studio := OLD.studio_id;
  ELSE
    studio := NEW.studio_id;
  END IF;
  done := 'promenade.bumped_' || TG_ARGV[0] || '_' || replace(studio::text, '-', '');
  IF current_setting(done, true) = 'y' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config(done, 'y', true);
  IF TG_ARGV[0] = 'access' THEN
    UPDATE studio_versions SET access_version = access_version + 1 WHERE studio_id = studio;
  ELSE
    UPDATE studio_versions SET schedule_version = schedule_version + 1 WHERE studio_id = studio;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A person's name, e-mail or "sessions valid from" shows in the session of every studio they belong to.
CREATE OR REPLACE FUNCTION studio_version_bump_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE studio_versions SET access_version = access_version + 1
  WHERE studio_id IN (SELECT studio_id FROM memberships WHERE user_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION studio_versions_create() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO studio_versions (studio_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER studio_versions_create AFTER INSERT ON studios FOR EACH ROW EXECUTE FUNCTION studio_versions_create();
--> statement-breakpoint
INSERT INTO studio_versions (studio_id) SELECT id FROM studios ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- What the session lookup (lib/auth/session.ts) reads.
CREATE CONSTRAINT TRIGGER studio_versions_access_sessions AFTER UPDATE OR DELETE ON sessions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION studio_version_bump('access');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER studio_versions_access_memberships AFTER INSERT OR UPDATE OR DELETE ON memberships
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION studio_version_bump('access');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER studio_versions_access_users AFTER UPDATE OF name, email, sessions_valid_from ON users
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email OR OLD.sessions_valid_from IS DISTINCT FROM NEW.sessions_valid_from)
  EXECUTE FUNCTION studio_version_bump_user();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER studio_versions_access_studios
  AFTER UPDATE OF name, time_zone, currency, plan, billing_interval, trial_ends_at, current_period_end, pending_plan, pending_interval ON studios
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION studio_version_bump('access');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER studio_versions_access_instructors AFTER INSERT OR DELETE OR UPDATE OF user_id ON instructors
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION studio_version_bump('access');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER studio_versions_access_students AFTER INSERT OR DELETE OR UPDATE OF user_id ON students
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION studio_version_bump('access');
--> statement-breakpoint
-- What the week's schedule (lib/scheduling/list-events.ts) shows.
CREATE CONSTRAINT TRIGGER studio_versions_schedule_events AFTER INSERT OR UPDATE OR DELETE ON events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION studio_version_bump('schedule');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER studio_versions_schedule_bookings AFTER INSERT OR UPDATE OR DELETE ON bookings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION studio_version_bump('schedule');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER studio_versions_schedule_services AFTER INSERT OR DELETE OR UPDATE OF name, kind, color ON services
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION studio_version_bump('schedule');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER studio_versions_schedule_instructors AFTER INSERT OR DELETE OR UPDATE OF name, color ON instructors
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION studio_version_bump('schedule');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER studio_versions_schedule_rooms AFTER INSERT OR DELETE OR UPDATE OF name, color ON rooms
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION studio_version_bump('schedule');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER studio_versions_schedule_students AFTER INSERT OR DELETE OR UPDATE OF name ON students
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION studio_version_bump('schedule');
