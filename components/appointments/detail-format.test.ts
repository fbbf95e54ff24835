import { describe, expect, it } from 'vitest';
import type { Appointment } from './api';
import { changedFields, money, movedEnd, servicesTotal } from './detail-format';

const visit = {
  appointmentStartDateTime: '2026-03-09T09:00:00',
  appointmentEndDateTime: '2026-03-09T09:29:59',
} as Appointment;

describe('appointment detail formatting', () => {
  it('a moved visit keeps its length in wall-clock time, even onto a DST change day', () => {
    expect(movedEnd(visit, '2026-03-08T14:15:00')).toBe('2026-03-08T14:44:59');
    expect(movedEnd(visit, '2026-03-10T23:45:00')).toBeNull();
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
