import { describe, expect, it } from 'vitest';
import {
  type Clock,
  formatDate,
  formatDateTime,
  formatDayTime,
  formatRecent,
  formatTime,
  formatWallTime,
  toInstant,
  wallClockOf,
  zoneName,
} from './clock';

const chicago12: Clock = { timeZone: 'America/Chicago', timeFormat: '12h' };
const chicago24: Clock = { timeZone: 'America/Chicago', timeFormat: '24h' };
// 16:15 in Chicago on a winter day (UTC-6).
const afternoon = '2026-01-15T22:15:00.000Z';

describe('formatWallTime', () => {
  it('writes a wall-clock time in either format without moving it', () => {
    expect(formatWallTime('2026-01-15T16:15:00', '12h')).toBe('4:15 PM');
    expect(formatWallTime('2026-01-15T16:15:00', '24h')).toBe('16:15');
    expect(formatWallTime('09:05', '24h')).toBe('09:05');
  });

  it('writes midnight and noon as 12', () => {
    expect(formatWallTime('2026-01-15T00:30:00', '12h')).toBe('12:30 AM');
    expect(formatWallTime('2026-01-15T12:00:00', '12h')).toBe('12:00 PM');
  });

  it('leaves text that is no time as it is', () => {
    expect(formatWallTime('soon', '12h')).toBe('soon');
  });
});

describe('instants in the dealership zone', () => {
  it('writes the time in the zone of the dealership, not of the machine', () => {
    expect(formatTime(afternoon, chicago12)).toBe('4:15 PM');
    expect(formatTime(afternoon, chicago24)).toBe('16:15');
    expect(formatTime(afternoon, { timeZone: 'Asia/Tokyo', timeFormat: '24h' })).toBe('07:15');
  });

  it('reads offset date-times of the partner API with or without a colon', () => {
    expect(toInstant('2026-01-15T16:15:00-0600').toISOString()).toBe('2026-01-15T22:15:00.000Z');
    expect(formatTime('2026-01-15T16:15:00-06:00', chicago12)).toBe('4:15 PM');
  });

  it('writes the day of the dealership, which may differ from UTC', () => {
    expect(formatDate('2026-01-16T03:00:00Z', chicago12)).toBe('Jan 15, 2026');
    expect(formatDateTime(afternoon, chicago12)).toBe('Jan 15, 2026, 4:15 PM');
  });

  it('names the zone when asked, following daylight saving time', () => {
    expect(formatDateTime(afternoon, chicago12, { zone: true })).toBe('Jan 15, 2026, 4:15 PM CST');
    expect(zoneName(chicago12, '2026-07-01T12:00:00Z')).toBe('CDT');
  });

  it('writes an appointment with its weekday', () => {
    expect(formatDayTime(afternoon, chicago12)).toBe('Thu, Jan 15, 4:15 PM');
    expect(formatDayTime('2026-01-16T03:00:00Z', chicago24)).toBe('Thu, Jan 15, 21:00');
  });

  it('lists a time for today and a day otherwise', () => {
    const now = new Date('2026-01-15T23:00:00Z');
    expect(formatRecent(afternoon, chicago12, now)).toBe('4:15 PM');
    expect(formatRecent('2026-01-10T22:15:00Z', chicago12, now)).toBe('Jan 10');
    expect(formatRecent('2025-12-10T22:15:00Z', chicago12, now)).toBe('Dec 10, 2025');
  });

  it('gives the wall clock of an instant', () => {
    expect(wallClockOf(afternoon, chicago24)).toBe('2026-01-15T16:15:00');
  });
});
