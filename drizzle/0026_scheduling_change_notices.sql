-- Every instance remembers departments' scheduling set-up and days' bookings for availability, and
-- forgets them when they change: each change below sends a notice on one channel when its
-- transaction commits (a notice sent in a transaction is delivered at its commit, and only then).
-- Payloads: '<department uuid>' when the department's set-up changed, '<department uuid>|<yyyy-mm-dd>'
-- when a day's bookings did (its stamp moved, see 0005/0006).
CREATE FUNCTION notify_scheduling_change(payload text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('servicebay_scheduling_changed', payload)
$$;
--> statement-breakpoint
CREATE FUNCTION booking_day_stamps_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM notify_scheduling_change(OLD.department_uuid || '|' || to_char(OLD.local_date, 'YYYY-MM-DD'));
  ELSE
    PERFORM notify_scheduling_change(NEW.department_uuid || '|' || to_char(NEW.local_date, 'YYYY-MM-DD'));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER booking_day_stamps_notify
  AFTER INSERT OR UPDATE OR DELETE ON booking_day_stamps
  FOR EACH ROW EXECUTE FUNCTION booking_day_stamps_notify();
--> statement-breakpoint
-- A row of a table that names its department in the column TG_ARGV[0]: that department (both, when
-- a row moves).
CREATE FUNCTION department_row_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before text;
  after text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    before := to_jsonb(OLD) ->> TG_ARGV[0];
  END IF;
  IF TG_OP <> 'DELETE' THEN
    after := to_jsonb(NEW) ->> TG_ARGV[0];
  END IF;
  IF before IS NOT NULL THEN
    PERFORM notify_scheduling_change(before);
  END IF;
  IF after IS NOT NULL AND after IS DISTINCT FROM before THEN
    PERFORM notify_scheduling_change(after);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER hours_of_operation_notify AFTER INSERT OR UPDATE OR DELETE ON hours_of_operation
  FOR EACH ROW EXECUTE FUNCTION department_row_notify('department_uuid');
--> statement-breakpoint
CREATE TRIGGER scheduling_rules_notify AFTER INSERT OR UPDATE OR DELETE ON scheduling_rules
  FOR EACH ROW EXECUTE FUNCTION department_row_notify('department_uuid');
--> statement-breakpoint
CREATE TRIGGER dealer_associates_notify AFTER INSERT OR UPDATE OR DELETE ON dealer_associates
  FOR EACH ROW EXECUTE FUNCTION department_row_notify('department_uuid');
--> statement-breakpoint
CREATE TRIGGER teams_notify AFTER INSERT OR UPDATE OR DELETE ON teams
  FOR EACH ROW EXECUTE FUNCTION department_row_notify('department_uuid');
--> statement-breakpoint
CREATE TRIGGER transport_options_notify AFTER INSERT OR UPDATE OR DELETE ON transport_options
  FOR EACH ROW EXECUTE FUNCTION department_row_notify('department_uuid');
--> statement-breakpoint
CREATE TRIGGER opcodes_notify AFTER INSERT OR UPDATE OR DELETE ON opcodes
  FOR EACH ROW EXECUTE FUNCTION department_row_notify('department_uuid');
--> statement-breakpoint
CREATE TRIGGER departments_notify AFTER INSERT OR UPDATE OR DELETE ON departments
  FOR EACH ROW EXECUTE FUNCTION department_row_notify('uuid');
--> statement-breakpoint
-- A team's members: the team's department.
CREATE FUNCTION team_members_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  department text;
BEGIN
  FOR department IN
    SELECT t.department_uuid FROM teams t
    WHERE t.uuid = CASE WHEN TG_OP = 'DELETE' THEN OLD.team_uuid ELSE NEW.team_uuid END
       OR (TG_OP = 'UPDATE' AND t.uuid = OLD.team_uuid)
  LOOP
    PERFORM notify_scheduling_change(department);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER team_members_notify AFTER INSERT OR UPDATE OR DELETE ON team_members
  FOR EACH ROW EXECUTE FUNCTION team_members_notify();
--> statement-breakpoint
-- An advisor's name (the engine names advisors in its reasons): the departments they work in.
CREATE FUNCTION users_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  department text;
BEGIN
  FOR department IN SELECT DISTINCT a.department_uuid FROM dealer_associates a WHERE a.user_uuid = NEW.uuid LOOP
    PERFORM notify_scheduling_change(department);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_notify AFTER UPDATE ON users
  FOR EACH ROW
  WHEN ((OLD.first_name, OLD.last_name) IS DISTINCT FROM (NEW.first_name, NEW.last_name))
  EXECUTE FUNCTION users_notify();
--> statement-breakpoint
-- A dealer's name, time zone or features (whether it schedules at all): each of its departments.
CREATE FUNCTION dealers_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  department text;
BEGIN
  FOR department IN SELECT d.uuid FROM departments d WHERE d.dealer_uuid = NEW.uuid LOOP
    PERFORM notify_scheduling_change(department);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER dealers_notify AFTER UPDATE ON dealers
  FOR EACH ROW
  WHEN ((OLD.name, OLD.time_zone, OLD.features) IS DISTINCT FROM (NEW.name, NEW.time_zone, NEW.features))
  EXECUTE FUNCTION dealers_notify();
