import type { Appointment } from '@/components/appointments/api';
import { formatWallTime, type TimeFormat } from '@/components/ui/clock';
import { addDays, weekdayOf } from '@/server/time/wall-clock';

/**
 * Status groups as the schedule shows them: spellings of one status (Cancelled/CANCELLED) share a
 * colour. The colour classes are written out in full so Tailwind finds them.
 */
export const statusGroups = [
  { key: 'Scheduled', label: 'Scheduled', block: 'border-sky-600 bg-sky-50', swatch: 'bg-sky-600' },
  { key: 'Confirmed', label: 'Confirmed', block: 'border-green-700 bg-green-50', swatch: 'bg-green-700' },
  {
    key: 'Reminder Sent',
    label: 'Reminder sent',
    block: 'border-teal-600 bg-teal-50',
    swatch: 'bg-teal-600',
  },
  {
    key: 'Rescheduled',
    label: 'Rescheduled',
    block: 'border-violet-600 bg-violet-50',
    swatch: 'bg-violet-600',
  },
  { key: 'Updated', label: 'Updated', block: 'border-indigo-600 bg-indigo-50', swatch: 'bg-indigo-600' },
  {
    key: 'Requested',
    label: 'Change requested',
    block: 'border-amber-600 bg-amber-50',
    swatch: 'bg-amber-600',
  },
  { key: 'Show', label: 'Arrived', block: 'border-emerald-800 bg-emerald-100', swatch: 'bg-emerald-800' },
  { key: 'No Show', label: 'No show', block: 'border-rose-700 bg-rose-50', swatch: 'bg-rose-700' },
  {
    key: 'Cancelled',
    label: 'Cancelled',
    block: 'border-slate-400 bg-slate-100 text-slate-600',
    swatch: 'bg-slate-400',
  },
  { key: 'FAILED', label: 'Failed', block: 'border-red-700 bg-red-50', swatch: 'bg-red-700' },
] as const;

export type StatusGroup = (typeof statusGroups)[number];
export type StatusKey = StatusGroup['key'];

const groupOfStatus: Record<string, StatusKey> = {
  Scheduled: 'Scheduled',
  Confirmed: 'Confirmed',
  'Reminder Sent': 'Reminder Sent',
  Rescheduled: 'Rescheduled',
  Updated: 'Updated',
  UPDATED: 'Updated',
  'Rescheduling Requested': 'Requested',
  'Cancellation Requested': 'Requested',
  Show: 'Show',
  'No Show': 'No Show',
  Cancelled: 'Cancelled',
  CANCELLED: 'Cancelled',
  FAILED: 'FAILED',
};

export function statusGroupOf(appointment: Pick<Appointment, 'status' | 'isCancelled'>): StatusGroup {
  const key: StatusKey = appointment.isCancelled
    ? 'Cancelled'
    : (groupOfStatus[appointment.status] ?? 'Scheduled');
  return statusGroups.find((g) => g.key === key) ?? statusGroups[0];
}

/** How a status reads to an advisor ("CANCELLED" and "Cancelled" both read "Cancelled"). */
export function statusLabel(appointment: Pick<Appointment, 'status' | 'isCancelled'>): string {
  if (appointment.isCancelled) return 'Cancelled';
  if (appointment.status === 'UPDATED') return 'Updated';
  return appointment.status;
}

/** `HH:mm` of a wall-clock `yyyy-MM-ddTHH:mm:ss`; in the dealership's time format when given. */
export const timeOf = (wallClock: string, format?: TimeFormat): string =>
  format ? formatWallTime(wallClock, format) : wallClock.slice(11, 16);

/** Minutes since midnight of a wall-clock time. */
export function minutesOf(wallClock: string): number {
  const [h, m, s] = wallClock.slice(11, 19).split(':').map(Number) as [number, number, number];
  return h * 60 + m + (s > 0 ? 1 : 0);
}

export const customerName = (a: Appointment): string => {
  const c = a.customerInformation;
  const name = [c.firstName, c.lastName].filter(Boolean).join(' ');
  return name || c.company || 'Unnamed customer';
};

export const vehicleLabel = (a: Appointment): string | null => {
  const v = a.vehicleInformation;
  if (!v) return null;
  return [v.brand, v.model].filter(Boolean).join(' ') || v.vin || null;
};

/** What a block says to a screen reader: "09:00 Maria Lopez, Honda Accord, Scheduled". */
export function appointmentLabel(a: Appointment, format?: TimeFormat): string {
  return [`${timeOf(a.appointmentStartDateTime, format)} ${customerName(a)}`, vehicleLabel(a), statusLabel(a)]
    .filter(Boolean)
    .join(', ');
}

/** Monday of the week of a `yyyy-MM-dd` date. */
export function weekStartOf(date: string): string {
  const weekday = weekdayOf(date);
  return addDays(date, weekday === 0 ? -6 : 1 - weekday);
}

export const weekOf = (date: string): string[] =>
  Array.from({ length: 7 }, (_, i) => addDays(weekStartOf(date), i));

const dayFormat = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const longDay = dayFormat({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
const shortDay = dayFormat({ weekday: 'short', month: 'short', day: 'numeric' });

/** A calendar day as words; the date is a local day already, so it is formatted as UTC noon. */
export const dayLabel = (date: string, style: 'long' | 'short' = 'long'): string =>
  (style === 'long' ? longDay : shortDay).format(new Date(`${date}T12:00:00Z`));

/** A service advisor or manager of the department (never the Default DealerAssociate). */
export type DepartmentAdvisor = { uuid: string; name: string; teamUuids: string[] };
export type AdvisorColumn = { uuid: string | null; name: string; teamUuids: string[] };

/**
 * One column per advisor, by name. Appointments with no advisor (or one no longer listed) share an
 * "Unassigned" column, shown only when needed.
 */
export function advisorColumns(advisors: DepartmentAdvisor[], appointments: Appointment[]): AdvisorColumn[] {
  const columns: AdvisorColumn[] = [...advisors].sort((a, b) => a.name.localeCompare(b.name));
  const known = new Set(columns.map((c) => c.uuid));
  if (appointments.some((a) => !known.has(a.assignedAdvisorUuid))) {
    columns.push({ uuid: null, name: 'Unassigned', teamUuids: [] });
  }
  return columns;
}

export const columnOf = (a: Appointment, columns: AdvisorColumn[]): string | null =>
  columns.some((c) => c.uuid !== null && c.uuid === a.assignedAdvisorUuid) ? a.assignedAdvisorUuid : null;

export type ScheduleFilters = { advisorUuid: string; teamUuid: string; status: StatusKey | '' };
export const noFilters: ScheduleFilters = { advisorUuid: '', teamUuid: '', status: '' };

/** Columns left by the advisor and team filters. */
export function visibleColumns(columns: AdvisorColumn[], filters: ScheduleFilters): AdvisorColumn[] {
  return columns.filter(
    (c) =>
      (!filters.advisorUuid || c.uuid === filters.advisorUuid) &&
      (!filters.teamUuid || c.uuid === null || c.teamUuids.includes(filters.teamUuid)),
  );
}

/**
 * Appointments left by the filters. The team is the appointment's own when it was booked for one,
 * otherwise the teams of its advisor (visits booked with an advisor only carry no team).
 */
export function visibleAppointments(
  appointments: Appointment[],
  filters: ScheduleFilters,
  columns: AdvisorColumn[] = [],
): Appointment[] {
  const inTeam = (a: Appointment) =>
    a.teamUuid
      ? a.teamUuid === filters.teamUuid
      : columns.some(
          (c) =>
            c.uuid !== null && c.uuid === a.assignedAdvisorUuid && c.teamUuids.includes(filters.teamUuid),
        );
  return appointments.filter(
    (a) =>
      (!filters.advisorUuid || a.assignedAdvisorUuid === filters.advisorUuid) &&
      (!filters.teamUuid || inTeam(a)) &&
      (!filters.status || statusGroupOf(a).key === filters.status),
  );
}

export type PlacedBlock = { appointment: Appointment; lane: number; lanes: number };

/**
 * Side-by-side lanes for blocks that overlap in one column (a cancelled visit and the one booked
 * in its place): each block takes the first free lane; a cluster of overlapping blocks shares the
 * width equally.
 */
export function placeBlocks(appointments: Appointment[]): PlacedBlock[] {
  const sorted = [...appointments].sort(
    (a, b) =>
      a.appointmentStartDateTime.localeCompare(b.appointmentStartDateTime) ||
      a.appointmentEndDateTime.localeCompare(b.appointmentEndDateTime),
  );
  const placed: PlacedBlock[] = [];
  let cluster: PlacedBlock[] = [];
  let laneEnds: string[] = [];
  let clusterEnd = '';
  const closeCluster = () => {
    for (const block of cluster) block.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const appointment of sorted) {
    if (cluster.length > 0 && appointment.appointmentStartDateTime >= clusterEnd) closeCluster();
    let lane = laneEnds.findIndex((end) => end <= appointment.appointmentStartDateTime);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(appointment.appointmentEndDateTime);
    } else {
      laneEnds[lane] = appointment.appointmentEndDateTime;
    }
    if (cluster.length === 0 || appointment.appointmentEndDateTime > clusterEnd) {
      clusterEnd = appointment.appointmentEndDateTime;
    }
    const block = { appointment, lane, lanes: 1 };
    cluster.push(block);
    placed.push(block);
  }
  closeCluster();
  return placed;
}

/** Hours shown on the day grid: opening hours, widened to show every appointment of the day. */
export function dayRange(
  appointments: Appointment[],
  hours: { opensAt: string; closesAt: string } | null,
): { startMinute: number; endMinute: number } {
  const toMinutes = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number) as [number, number];
    return h * 60 + m;
  };
  let start = hours ? toMinutes(hours.opensAt) : 7 * 60;
  let end = hours ? toMinutes(hours.closesAt) : 18 * 60;
  for (const a of appointments) {
    start = Math.min(start, minutesOf(a.appointmentStartDateTime));
    end = Math.max(end, minutesOf(a.appointmentEndDateTime));
  }
  return { startMinute: Math.floor(start / 60) * 60, endMinute: Math.min(24 * 60, Math.ceil(end / 60) * 60) };
}

/**
 * `HH:mm` at which a visit ends, as the slot's end: the wire end is one second before the next
 * slot (10:14:59), and the advisor reads 10:15.
 */
export function endTimeOf(wallClock: string, format?: TimeFormat): string {
  const minutes = minutesOf(wallClock);
  const time = `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return format ? formatWallTime(time, format) : time;
}

/** Where an empty slot of the schedule leads: the booking wizard, time first, at that time and advisor. */
export function bookingHref(slot: { date: string; startTime: string; endTime: string; advisorUuid: string }) {
  const search = new URLSearchParams({
    start: 'time',
    date: slot.date,
    time: slot.startTime,
    end: slot.endTime,
    advisor: slot.advisorUuid,
  });
  return `/book?${search}`;
}

export type LoadLevel = 'light' | 'busy' | 'full';
export type DayLoad = { booked: number; capacity: number; level: LoadLevel };

/**
 * An advisor's load of a day: the slots their visits take (a visit covers every slot it overlaps)
 * of the slots the day's opening hours hold. Cancelled visits take none. Null on a closed day.
 */
export function dayLoad(
  visits: Appointment[],
  hours: { opensAt: string; closesAt: string; slotSizeMinutes: number } | null,
): DayLoad | null {
  if (!hours || hours.slotSizeMinutes <= 0) return null;
  const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const size = hours.slotSizeMinutes;
  const opens = toMinutes(hours.opensAt);
  const capacity = Math.floor((toMinutes(hours.closesAt) - opens) / size);
  if (capacity <= 0) return null;
  const taken = new Set<number>();
  for (const visit of visits) {
    if (visit.isCancelled) continue;
    const first = Math.floor((minutesOf(visit.appointmentStartDateTime) - opens) / size);
    const last = Math.ceil((minutesOf(visit.appointmentEndDateTime) - opens) / size) - 1;
    for (let slot = Math.max(0, first); slot <= Math.min(capacity - 1, last); slot++) taken.add(slot);
  }
  const booked = taken.size;
  const share = booked / capacity;
  return { booked, capacity, level: share >= 1 ? 'full' : share >= 0.75 ? 'busy' : 'light' };
}
