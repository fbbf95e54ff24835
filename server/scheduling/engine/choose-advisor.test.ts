import { describe, expect, it } from 'vitest';
import { booking, department, monday, slotRequest } from '../../../test/engine-fixtures';
import { chooseAdvisor, evaluateAvailability } from '.';
import type { EngineBooking } from './types';

function choose(bookings: EngineBooking[], time = '09:00', excludeAppointmentUuid: string | null = null) {
  const dept = department();
  const [day] = evaluateAvailability(dept, bookings, slotRequest({ excludeAppointmentUuid }));
  if (!day) throw new Error('no day');
  return chooseAdvisor(day, time, bookings, dept, excludeAppointmentUuid);
}

describe('chooseAdvisor', () => {
  it('breaks a tie by the department advisor order', () => {
    expect(choose([])).toBe('ann');
    expect(
      choose([
        booking(`${monday}T08:00`, { advisorUuid: 'ann' }),
        booking(`${monday}T08:00`, { advisorUuid: 'bob' }),
      ]),
    ).toBe('ann');
  });

  it('picks the free advisor with the fewest bookings that day', () => {
    const bookings = [
      booking(`${monday}T08:00`, { advisorUuid: 'ann' }),
      booking(`${monday}T10:00`, { advisorUuid: 'ann' }),
      booking(`${monday}T10:00`, { advisorUuid: 'bob' }),
      // Another day does not count.
      booking('2026-03-10T10:00', { advisorUuid: 'bob' }),
    ];
    expect(choose(bookings)).toBe('bob');
  });

  it('never picks an advisor who is busy at the slot', () => {
    expect(choose([booking(`${monday}T09:00`, { advisorUuid: 'ann' })])).toBe('bob');
  });

  it('returns null when no advisor is free or the slot does not exist', () => {
    const busy = [
      booking(`${monday}T09:00`, { advisorUuid: 'ann' }),
      booking(`${monday}T09:00`, { advisorUuid: 'bob' }),
    ];
    expect(choose(busy)).toBeNull();
    expect(choose([], '07:00')).toBeNull();
  });

  it('does not count the appointment being moved', () => {
    const bookings = [
      booking(`${monday}T08:00`, { uuid: 'moving', advisorUuid: 'ann' }),
      booking(`${monday}T11:00`, { advisorUuid: 'ann' }),
      booking(`${monday}T10:00`, { advisorUuid: 'bob' }),
    ];
    expect(choose(bookings)).toBe('bob');
    expect(choose(bookings, '09:00', 'moving')).toBe('ann');
  });
});
