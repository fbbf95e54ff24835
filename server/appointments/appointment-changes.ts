import type { Appointment, appointments } from '../db/schema';

export type AppointmentValues = typeof appointments.$inferInsert;

/** What changed, field by field, as the history entry records it. */
export type ChangeLog = Record<string, { from: unknown; to: unknown }>;

/** The changes an update makes to a stored appointment, gathered before anything is written. */
export type AppointmentChanges = {
  readonly current: Appointment;
  /** The new values of the fields that change, as they are written. */
  readonly next: Partial<AppointmentValues>;
  readonly log: ChangeLog;
  /** Sets a field; a value equal to the stored one is no change. */
  change<K extends keyof AppointmentValues>(key: K, value: AppointmentValues[K]): void;
};

/** Starts gathering the changes to `current`. */
export function trackAppointmentChanges(current: Appointment): AppointmentChanges {
  const next: Partial<AppointmentValues> = {};
  const log: ChangeLog = {};
  return {
    current,
    next,
    log,
    change(key, value) {
      const before = current[key as keyof Appointment];
      const same =
        before instanceof Date && value instanceof Date
          ? before.getTime() === value.getTime()
          : JSON.stringify(before ?? null) === JSON.stringify(value ?? null);
      if (same) return;
      next[key] = value;
      log[key] = {
        from: before instanceof Date ? before.toISOString() : before,
        to: value instanceof Date ? value.toISOString() : value,
      };
    },
  };
}
