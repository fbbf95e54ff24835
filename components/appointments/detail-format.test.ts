import { describe, expect, it } from 'vitest';
import { endTimeOf } from '@/components/schedule/schedule-model';
import type { Appointment } from './api';
import { changedFields, instantInZone, money, movedEnd, servicesTotal } from './detail-format';

const visit = {
  appointmentStartDateTime: '2026-03-09T09:00:00',
  appointmentEndDateTime: '2026-03-09T09:29:59',
} as Appointment;

describe('appointment detail formatting', () => {
  it('a moved visit keeps its length in wall-clock time, even onto a DST change day', () => {
    expect(movedEnd(visit, '2026-03-08T14:15:00')).toBe('2026-03-08T14:44:59');
    expect(movedEnd(visit, '2026-03-10T23:45:00')).toBeNull();
  });

  it('an end one second before the next slot reads as that slot, and times are 24-hour', () => {
    expect(endTimeOf('2026-03-09T10:14:59')).toBe('10:15');
    expect(endTimeOf('2026-03-09T10:15:00')).toBe('10:15');
    expect(endTimeOf('2026-03-09T23:59:59')).toBe('00:00');
    expect(instantInZone('2026-11-23T21:05:00Z', 'America/Chicago')).toBe('Nov 23, 2026, 15:05');
  });

  it('prices read as dollars and add up in cents', () => {
    expect(money('79.95')).toBe('$79.95');
    expect(money(null)).toBeNull();
    const lines = [{ price: '0.10' }, { price: '0.20' }, { price: null }] as Appointment['serviceList'];
    expect(servicesTotal(lines)).toBe('$0.30');
  });

  it('history changes are named in words', () => {
    expect(changedFields({ startAt: {}, endAt: {}, assignedDealerAssociateUuid: {} })).toEqual([
      'start time',
      'end time',
      'advisor',
    ]);
  });
});
