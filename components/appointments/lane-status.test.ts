import { describe, expect, it } from 'vitest';
import { wallClockToInstant } from '@/server/time/wall-clock';
import type { Appointment, AppointmentHistoryEntry } from './api';
import { isLate, isLocked, laneChoices } from './lane-status';

const zone = 'America/Chicago';
const at = (wall: string) => {
  const r = wallClockToInstant(`${wall}:00`, zone);
  if (!r.ok) throw new Error(wall);
  return r.instant;
};

const visit = (status: string, fields: Partial<Appointment> = {}) =>
  ({
    uuid: 'a1',
    status,
    isCancelled: false,
    timeZone: zone,
    appointmentStartDateTime: '2026-03-10T10:00:00',
    orderInformation: null,
    ...fields,
  }) as Appointment;

const entry = (fromStatus: string | null, toStatus: string, wall: string): AppointmentHistoryEntry => ({
  event: fromStatus ? 'STATUS_CHANGED' : 'CREATED',
  fromStatus,
  toStatus,
  changes: {},
  actorKind: 'advisor',
  actorName: 'Alex',
  platform: 'dealerapp',
  occurredAt: at(wall).toISOString(),
});

const labels = (a: Appointment, history: AppointmentHistoryEntry[] | null, now: string) =>
  laneChoices(a, history, at(now)).map((c) => c.label);

describe('service-lane buttons', () => {
  it('offers "Mark arrived" on the visit’s day only, "Mark no-show" only after its start', () => {
    expect(labels(visit('Scheduled'), null, '2026-03-09T16:00')).toEqual(['Mark confirmed']);
    expect(labels(visit('Scheduled'), null, '2026-03-10T09:00')).toEqual(['Mark arrived', 'Mark confirmed']);
    expect(labels(visit('Scheduled'), null, '2026-03-10T10:20')).toEqual([
      'Mark arrived',
      'Mark no-show',
      'Mark confirmed',
    ]);
  });

  it('offers the undo of an arrival set today, not the next day', () => {
    const history = [
      entry(null, 'Scheduled', '2026-03-01T09:00'),
      entry('Scheduled', 'Show', '2026-03-10T09:55'),
    ];
    const today = laneChoices(visit('Show'), history, at('2026-03-10T12:00'));
    expect(today).toEqual([
      { status: 'Scheduled', label: 'Undo arrived', done: 'Undo arrived: back to Scheduled.', undo: true },
    ]);
    expect(labels(visit('Show'), history, '2026-03-11T08:00')).toEqual([]);
  });

  it('flags late visits and keeps an arrived one open for its write-up', () => {
    expect(isLate(visit('Confirmed'), at('2026-03-10T10:05'))).toBe(true);
    expect(isLate(visit('Confirmed'), at('2026-03-10T09:55'))).toBe(false);
    expect(isLate(visit('Show'), at('2026-03-10T10:05'))).toBe(false);
    expect(isLocked(visit('Show'))).toBe(false);
    expect(isLocked(visit('No Show'))).toBe(true);
  });
});
