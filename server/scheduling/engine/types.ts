import type { Warning } from '../../core/errors';
import type { SchedulingRules } from '../rules';

/** Opening hours of one weekday (0 = Sunday), wall-clock `HH:mm`, with the booking slot size. */
export type WeekdayHours = { weekday: number; opens: string; closes: string; slotSizeMinutes: number };

export type EngineAdvisor = { uuid: string; name: string; teamUuids: string[] };
export type EngineTeam = { uuid: string; name: string; advisorUuids: string[] };
export type EngineTransportOption = { uuid: string; name: string };
/** An opcode's lead time and daily limits (from the opcode catalog). */
export type EngineOpcode = {
  uuid: string;
  laborOpCode: string;
  leadTimeMinutes: number | null;
  dailyLimits: { weekday: number; limit: number }[];
};

/** Everything the engine knows about a department; loaded in a handful of queries. */
export type EngineDepartment = {
  timeZone: string;
  hours: WeekdayHours[];
  rules: SchedulingRules;
  /** Valid service advisors in a stable order (the tie-break order when assigning). */
  advisors: EngineAdvisor[];
  teams: EngineTeam[];
  transportOptions: EngineTransportOption[];
  opcodes: EngineOpcode[];
};

/** An active (not cancelled, not final) appointment of the department in the window. */
export type EngineBooking = {
  uuid: string;
  /** Local date of the start, `yyyy-MM-dd`. */
  localDate: string;
  startAt: Date;
  endAt: Date;
  advisorUuid: string | null;
  teamUuid: string | null;
  transportOptionUuid: string | null;
  /** Booked by the customer online (counts against a transport option's online share). */
  online: boolean;
  recall: boolean;
  opcodeUuids: string[];
  /** Sum of the booked services' durations. */
  laborMinutes: number;
};

/** What is being booked: the same inputs the availability request and a create carry. */
export type SlotRequest = {
  /** Local dates to evaluate, `yyyy-MM-dd`, in order. */
  dates: string[];
  now: Date;
  /** Advisors asked for; null = any advisor (of the team, when one is named). */
  advisorUuids: string[] | null;
  teamUuid: string | null;
  transportOptionUuid: string | null;
  opcodeUuids: string[];
  recall: boolean;
  /** The customer books online (applies transport options' online share). */
  online: boolean;
  /** Minutes the visit occupies its advisor; the slot size when null. */
  durationMinutes: number | null;
  /** Labor minutes of the requested services (capacity planning). */
  laborMinutes: number;
  /** Only slots starting at or after / before these wall-clock times (`HH:mm`), when given. */
  startTime?: string | null;
  endTime?: string | null;
  /** The appointment being moved: its own booking does not count against it. */
  excludeAppointmentUuid?: string | null;
};

export type SlotResult = {
  /** Wall-clock start `HH:mm` in the department's zone. */
  time: string;
  /** Start and end instants, epoch milliseconds (numbers: a 21-day answer holds a thousand slots). */
  startMs: number;
  endMs: number;
  available: boolean;
  /** Advisors free at this slot (for an available slot, at least one). */
  advisorUuids: string[];
  /** Transport options with room at this slot. */
  transportOptionUuids: string[];
  /** Why the slot is unavailable: APPT_RULE_WARN_* codes with the actual values; empty when available. */
  warnings: Warning[];
};

export type DayResult = {
  date: string;
  slotSizeMinutes: number;
  /** False when the weekday has no hours of operation (then `slots` is empty). */
  open: boolean;
  slots: SlotResult[];
  /** Warnings about the whole day (closed weekday, past date). */
  warnings: Warning[];
};
