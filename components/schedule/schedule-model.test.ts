import { describe, expect, it } from 'vitest';
import type { Appointment } from '@/components/appointments/api';
import {
  advisorColumns,
  appointmentLabel,
  bookingHref,
  dayLabel,
  dayLoad,
  dayRange,
  endTimeOf,
  placeBlocks,
  statusGroupOf,
  visibleAppointments,
  visibleColumns,
  weekOf,
} from './schedule-model';

function appointment(over: Partial<Appointment> & { start: string; end: string }): Appointment {
  const { start, end, ...rest } = over;
  return {
    uuid: `${start}-${rest.assignedAdvisorUuid ?? 'none'}`,
    status: 'Scheduled',
    isCancelled: false,
    date: start.slice(0, 10),
    appointmentStartDateTime: start,
    appointmentEndDateTime: end,
    assignedAdvisorUuid: 'da-1',
    teamUuid: 'team-a',
    customerInformation: { firstName: 'Maria', lastName: 'Lopez', company: null },
    vehicleInformation: { brand: 'Honda', model: 'Accord', vin: '1HGCV1F34LA012345' },
    serviceList: [],
    ...rest,
  } as Appointment;
}

describe('schedule model', () => {
  it('names a block the way an advisor reads it', () => {
    const a = appointment({ start: '2026-03-09T09:00:00', end: '2026-03-09T09:29:59' });
    expect(appointmentLabel(a)).toBe('09:00 Maria Lopez, Honda Accord, Scheduled');
    expect(appointmentLabel({ ...a, status: 'CANCELLED', isCancelled: true })).toBe(
      '09:00 Maria Lopez, Honda Accord, Cancelled',
    );
    expect(statusGroupOf({ status: 'CANCELLED', isCancelled: true }).key).toBe('Cancelled');
    expect(statusGroupOf({ status: 'Rescheduling Requested', isCancelled: false }).key).toBe('Requested');
  });

  it('a column per advisor by name; Unassigned only when a visit needs it', () => {
    const advisors = [
      { uuid: 'da-2', name: 'Sam Rivera', teamUuids: [] },
      { uuid: 'da-1', name: 'Jordan Lee', teamUuids: ['team-a'] },
    ];
    const mine = appointment({ start: '2026-03-09T09:00:00', end: '2026-03-09T09:29:59' });
    expect(advisorColumns(advisors, [mine]).map((c) => c.name)).toEqual(['Jordan Lee', 'Sam Rivera']);
    const orphan = { ...mine, uuid: 'o', assignedAdvisorUuid: null };
    expect(advisorColumns(advisors, [mine, orphan]).map((c) => c.name)).toEqual([
      'Jordan Lee',
      'Sam Rivera',
      'Unassigned',
    ]);
    const columns = advisorColumns(advisors, []);
    expect(
      visibleColumns(columns, { advisorUuid: '', teamUuid: 'team-a', status: '' }).map((c) => c.uuid),
    ).toEqual(['da-1']);
  });

  it('filters by advisor, team and status group', () => {
    const a = appointment({ start: '2026-03-09T09:00:00', end: '2026-03-09T09:29:59' });
    const b = appointment({
      start: '2026-03-09T10:00:00',
      end: '2026-03-09T10:29:59',
      assignedAdvisorUuid: 'da-2',
      teamUuid: 'team-b',
      status: 'Confirmed',
    });
    const both = [a, b];
    expect(visibleAppointments(both, { advisorUuid: 'da-2', teamUuid: '', status: '' })).toEqual([b]);
    expect(visibleAppointments(both, { advisorUuid: '', teamUuid: 'team-a', status: '' })).toEqual([a]);
    expect(visibleAppointments(both, { advisorUuid: '', teamUuid: '', status: 'Confirmed' })).toEqual([b]);
    // Booked with an advisor only: the advisor's team counts.
    const noTeam = { ...b, uuid: 'n', teamUuid: null };
    const columns = [{ uuid: 'da-2', name: 'Sam Rivera', teamUuids: ['team-b'] }];
    expect(
      visibleAppointments([a, noTeam], { advisorUuid: '', teamUuid: 'team-b', status: '' }, columns),
    ).toEqual([noTeam]);
  });

  it('overlapping blocks share the width; a later block gets the full width again', () => {
    const cancelled = appointment({
      start: '2026-03-09T09:00:00',
      end: '2026-03-09T09:59:59',
      status: 'CANCELLED',
      isCancelled: true,
    });
    const rebooked = appointment({ uuid: 'r', start: '2026-03-09T09:30:00', end: '2026-03-09T09:59:59' });
    const later = appointment({ uuid: 'l', start: '2026-03-09T10:00:00', end: '2026-03-09T10:29:59' });
    const placed = placeBlocks([later, rebooked, cancelled]);
    expect(placed.map((p) => [p.appointment.uuid, p.lane, p.lanes])).toEqual([
      [cancelled.uuid, 0, 2],
      ['r', 1, 2],
      ['l', 0, 1],
    ]);
  });

  it('weeks run Monday to Sunday; days read as words; the grid widens to every visit', () => {
    expect(weekOf('2026-03-08')).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(weekOf('2026-03-09')[0]).toBe('2026-03-09');
    expect(dayLabel('2026-03-08')).toBe('Sunday, March 8, 2026');
    const early = appointment({ start: '2026-03-09T06:30:00', end: '2026-03-09T06:59:59' });
    expect(dayRange([early], { opensAt: '07:00', closesAt: '18:00' })).toEqual({
      startMinute: 6 * 60,
      endMinute: 18 * 60,
    });
  });
});

describe('endTimeOf', () => {
  it('shows the end of the slot, not the second before it', () => {
    expect(endTimeOf('2026-03-10T10:14:59')).toBe('10:15');
    expect(endTimeOf('2026-03-10T10:15:00')).toBe('10:15');
  });
});

describe('dayLoad', () => {
  const hours = { opensAt: '08:00', closesAt: '13:30', slotSizeMinutes: 15 };
  const visit = (start: string, end: string, over: Partial<Appointment> = {}) =>
    appointment({ start: `2026-11-27T${start}`, end: `2026-11-27T${end}`, ...over });

  it('counts the slots the visits cover of the slots the hours hold', () => {
    // 08:00–09:00 covers 4 slots; 10:10–10:20 overlaps two (10:00 and 10:15).
    const load = dayLoad([visit('08:00:00', '08:59:59'), visit('10:10:00', '10:19:59')], hours);
    expect(load).toEqual({ booked: 6, capacity: 22, level: 'light' });
  });

  it('counts a slot two visits share once, and no cancelled visit', () => {
    const load = dayLoad(
      [
        visit('08:00:00', '08:14:59'),
        visit('08:00:00', '08:14:59', { uuid: 'second' }),
        visit('09:00:00', '11:59:59', { isCancelled: true }),
      ],
      hours,
    );
    expect(load?.booked).toBe(1);
  });

  it('is busy from three quarters and full when every slot is taken, outside hours not counted', () => {
    expect(dayLoad([visit('08:00:00', '12:14:59')], hours)?.level).toBe('busy');
    expect(dayLoad([visit('07:00:00', '14:59:59')], hours)).toEqual({
      booked: 22,
      capacity: 22,
      level: 'full',
    });
  });

  it('is null on a closed day', () => {
    expect(dayLoad([], null)).toBeNull();
  });
});

describe('bookingHref', () => {
  it('opens the wizard time first at the slot and advisor', () => {
    const href = bookingHref({
      date: '2026-11-27',
      startTime: '09:30',
      endTime: '09:45',
      advisorUuid: 'da-1',
    });
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/book');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      start: 'time',
      date: '2026-11-27',
      time: '09:30',
      end: '09:45',
      advisor: 'da-1',
    });
  });
});
