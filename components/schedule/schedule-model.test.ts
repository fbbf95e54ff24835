import { describe, expect, it } from 'vitest';
import type { Appointment } from '@/components/appointments/api';
import {
  advisorColumns,
  appointmentLabel,
  dayLabel,
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
