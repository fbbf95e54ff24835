import { describe, expect, it } from 'vitest';
import { offsetDateTimeToInstant } from './wall-clock';

describe('offset date-times, parsed strictly', () => {
  it.each([
    ['2027-03-04T10:00:00-0600', '2027-03-04T16:00:00.000Z'],
    ['2027-03-04T10:00:00.250+05:30', '2027-03-04T04:30:00.250Z'],
    ['2027-03-04T10:00:00Z', '2027-03-04T10:00:00.000Z'],
    ['2027-03-04T10:00:00+18:00', '2027-03-03T16:00:00.000Z'],
  ])('%s is %s', (value, iso) => {
    expect(offsetDateTimeToInstant(value)?.toISOString()).toBe(iso);
  });

  it.each([
    '2026-02-30T10:00:00Z',
    '2026-13-01T10:00:00Z',
    '2026-01-01T25:00:00Z',
    '2026-01-01T24:00:00Z',
    '2026-01-01T10:60:00Z',
    '2026-01-01T10:00:60Z',
    '2026-01-01T10:00:00+99:00',
    '2026-01-01T10:00:00+18:01',
    '2026-01-01T10:00:00+0960',
    '2026-01-01T10:00:00',
    '2026-01-01T10:00:00+05:30\u0000',
  ])('%s is refused', (value) => {
    expect(offsetDateTimeToInstant(value)).toBeNull();
  });
});
