-- The scheduling rules count each appointment's labor minutes and opcodes. Keeping them on the
-- appointment row lets availability read a day's bookings without their service lines; triggers
-- keep them, so no write path can forget.
CREATE FUNCTION summarise_appointment_services(changed text[]) RETURNS void LANGUAGE sql AS $$
  UPDATE appointments a SET labor_minutes = s.labor_minutes, opcode_uuids = s.opcode_uuids
  FROM (
    SELECT u.uuid,
      coalesce((SELECT sum(x.duration_minutes) FROM appointment_services x
                WHERE x.appointment_uuid = u.uuid), 0)::int AS labor_minutes,
      coalesce((SELECT array_agg(x.operation_uuid ORDER BY x.sort_order, x.uuid) FROM appointment_services x
                WHERE x.appointment_uuid = u.uuid AND x.operation_uuid IS NOT NULL), '{}') AS opcode_uuids
    FROM unnest(changed) AS u(uuid)
  ) s
  WHERE a.uuid = s.uuid AND (a.labor_minutes, a.opcode_uuids) IS DISTINCT FROM (s.labor_minutes, s.opcode_uuids)
$$;
--> statement-breakpoint
CREATE FUNCTION appointment_services_summarise() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM summarise_appointment_services(ARRAY(SELECT DISTINCT appointment_uuid FROM new_lines));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM summarise_appointment_services(ARRAY(SELECT DISTINCT appointment_uuid FROM old_lines));
  ELSE
    PERFORM summarise_appointment_services(
      ARRAY(SELECT appointment_uuid FROM new_lines UNION SELECT appointment_uuid FROM old_lines));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER appointment_services_summarise_on_insert
  AFTER INSERT ON appointment_services REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION appointment_services_summarise();
--> statement-breakpoint
CREATE TRIGGER appointment_services_summarise_on_update
  AFTER UPDATE ON appointment_services REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION appointment_services_summarise();
--> statement-breakpoint
CREATE TRIGGER appointment_services_summarise_on_delete
  AFTER DELETE ON appointment_services REFERENCING OLD TABLE AS old_lines
  FOR EACH STATEMENT EXECUTE FUNCTION appointment_services_summarise();
--> statement-breakpoint
-- A day's stamp now follows the appointment row alone: a service change that alters what the rules
-- count reaches it through the summary.
DROP TRIGGER appointment_services_touch_booking_day ON appointment_services;
--> statement-breakpoint
DROP FUNCTION appointment_services_touch_booking_day();
--> statement-breakpoint
DROP TRIGGER appointments_touch_booking_days_on_update ON appointments;
--> statement-breakpoint
CREATE TRIGGER appointments_touch_booking_days_on_update
  AFTER UPDATE ON appointments
  FOR EACH ROW
  WHEN ((OLD.department_uuid, OLD.local_date, OLD.start_at, OLD.end_at, OLD.status,
         OLD.assigned_dealer_associate_uuid, OLD.team_uuid, OLD.transport_option_uuid, OLD.platform, OLD.recall,
         OLD.labor_minutes, OLD.opcode_uuids)
        IS DISTINCT FROM
        (NEW.department_uuid, NEW.local_date, NEW.start_at, NEW.end_at, NEW.status,
         NEW.assigned_dealer_associate_uuid, NEW.team_uuid, NEW.transport_option_uuid, NEW.platform, NEW.recall,
         NEW.labor_minutes, NEW.opcode_uuids))
  EXECUTE FUNCTION appointments_touch_booking_days();
--> statement-breakpoint
SELECT summarise_appointment_services(ARRAY(SELECT DISTINCT appointment_uuid FROM appointment_services));
