-- Every write that changes what the scheduling engine counts of a day gives that day a new stamp.
-- The columns below are the ones the engine's bookings query reads (load-engine-bookings.ts).
CREATE FUNCTION touch_booking_day(department text, day date) RETURNS void LANGUAGE sql AS $$
  INSERT INTO booking_day_stamps (department_uuid, local_date, stamp)
  VALUES (department, day, gen_random_uuid())
  ON CONFLICT (department_uuid, local_date) DO UPDATE SET stamp = excluded.stamp
$$;
--> statement-breakpoint
CREATE FUNCTION appointments_touch_booking_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM touch_booking_day(NEW.department_uuid, NEW.local_date);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM touch_booking_day(OLD.department_uuid, OLD.local_date);
  ELSIF (OLD.department_uuid, OLD.local_date) = (NEW.department_uuid, NEW.local_date) THEN
    PERFORM touch_booking_day(NEW.department_uuid, NEW.local_date);
  ELSIF (OLD.department_uuid, OLD.local_date) < (NEW.department_uuid, NEW.local_date) THEN
    -- A move touches both days, always in the same order, so two moves between them cannot deadlock.
    PERFORM touch_booking_day(OLD.department_uuid, OLD.local_date);
    PERFORM touch_booking_day(NEW.department_uuid, NEW.local_date);
  ELSE
    PERFORM touch_booking_day(NEW.department_uuid, NEW.local_date);
    PERFORM touch_booking_day(OLD.department_uuid, OLD.local_date);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointments_touch_booking_days_on_insert_or_delete
  AFTER INSERT OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointments_touch_booking_days();
--> statement-breakpoint
CREATE TRIGGER appointments_touch_booking_days_on_update
  AFTER UPDATE ON appointments
  FOR EACH ROW
  WHEN ((OLD.department_uuid, OLD.local_date, OLD.start_at, OLD.end_at, OLD.status,
         OLD.assigned_dealer_associate_uuid, OLD.team_uuid, OLD.transport_option_uuid, OLD.platform, OLD.recall)
        IS DISTINCT FROM
        (NEW.department_uuid, NEW.local_date, NEW.start_at, NEW.end_at, NEW.status,
         NEW.assigned_dealer_associate_uuid, NEW.team_uuid, NEW.transport_option_uuid, NEW.platform, NEW.recall))
  EXECUTE FUNCTION appointments_touch_booking_days();
--> statement-breakpoint
CREATE FUNCTION appointment_services_touch_booking_day() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  day record;
BEGIN
  SELECT department_uuid, local_date INTO day FROM appointments
  WHERE uuid = CASE WHEN TG_OP = 'DELETE' THEN OLD.appointment_uuid ELSE NEW.appointment_uuid END;
  -- Not found when the appointment itself is being deleted; its own trigger touched the day.
  IF FOUND THEN
    PERFORM touch_booking_day(day.department_uuid, day.local_date);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointment_services_touch_booking_day
  AFTER INSERT OR UPDATE OR DELETE ON appointment_services
  FOR EACH ROW EXECUTE FUNCTION appointment_services_touch_booking_day();
--> statement-breakpoint
INSERT INTO booking_day_stamps (department_uuid, local_date)
SELECT DISTINCT department_uuid, local_date FROM appointments
ON CONFLICT DO NOTHING;
