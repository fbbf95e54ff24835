import type { AppointmentPreferences } from '../db/schema';
import type { AppointmentFields } from './appointment.schemas';

/** Communication preferences as stored: null means "no communication from the service" (spec). */
export function storedPreferences(
  value: AppointmentFields['customerAppointmentPreference'],
): AppointmentPreferences | null {
  if (!value) return null;
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined));
}
