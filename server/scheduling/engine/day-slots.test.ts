import { describe, expect, it } from 'vitest';
import { department, slotRequest } from '../../../test/engine-fixtures';
import { evaluateAvailability } from '.';
import type { WeekdayHours } from './types';

const nightHours: WeekdayHours[] = [{ weekday: 0, opens: '00:00', closes: '04:00', slotSizeMinutes: 30 }];

function slotsOn(
  date: string,
  timeZone = 'America/Chicago',
  range: { startTime?: string; endTime?: string } = {},
) {
  const [day] = evaluateAvailability(
    department({ hours: nightHours, timeZone }),
    [],
    slotRequest({ dates: [date], now: new Date('2026-01-01T00:00:00Z'), ...range }),
  );
  return (day?.slots ?? []).map((s) => [s.time, new Date(s.startMs).toISOString()]);
}

describe('slot instants across DST changes', () => {
  it('has no slot for the wall-clock times skipped when clocks spring forward', () => {
    expect(slotsOn('2026-03-08')).toEqual([
      ['00:00', '2026-03-08T06:00:00.000Z'],
      ['00:30', '2026-03-08T06:30:00.000Z'],
      ['01:00', '2026-03-08T07:00:00.000Z'],
      ['01:30', '2026-03-08T07:30:00.000Z'],
      ['03:00', '2026-03-08T08:00:00.000Z'],
      ['03:30', '2026-03-08T08:30:00.000Z'],
    ]);
  });

  it('has each repeated wall-clock time once, at its first occurrence, when clocks fall back', () => {
    expect(slotsOn('2026-11-01')).toEqual([
      ['00:00', '2026-11-01T05:00:00.000Z'],
      ['00:30', '2026-11-01T05:30:00.000Z'],
      ['01:00', '2026-11-01T06:00:00.000Z'],
      ['01:30', '2026-11-01T06:30:00.000Z'],
      ['02:00', '2026-11-01T08:00:00.000Z'],
      ['02:30', '2026-11-01T08:30:00.000Z'],
      ['03:00', '2026-11-01T09:00:00.000Z'],
      ['03:30', '2026-11-01T09:30:00.000Z'],
    ]);
  });

  it('takes the first occurrence even when only the repeated hour is asked for (east of UTC)', () => {
    // Berlin repeats 02:00–02:59 on 2026-10-25: first at +02:00, then at +01:00.
    expect(slotsOn('2026-10-25', 'Europe/Berlin', { startTime: '02:00', endTime: '03:00' })).toEqual([
      ['02:00', '2026-10-25T00:00:00.000Z'],
      ['02:30', '2026-10-25T00:30:00.000Z'],
    ]);
  });

  it('places the slots of ordinary days in standard and daylight time', () => {
    expect(slotsOn('2026-01-04')[2]).toEqual(['01:00', '2026-01-04T07:00:00.000Z']);
    expect(slotsOn('2026-03-15')[2]).toEqual(['01:00', '2026-03-15T06:00:00.000Z']);
    expect(slotsOn('2026-03-15', 'Asia/Kolkata')[1]).toEqual(['00:30', '2026-03-14T19:00:00.000Z']);
  });
});
