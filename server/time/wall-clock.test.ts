import { describe, expect, it } from 'vitest';
import { instantToWallClock, isCalendarDate, startOfLocalDay, wallClockToInstant } from './wall-clock';

describe('wall-clock times in a department time zone', () => {
  it('round-trips an ordinary time', () => {
    const result = wallClockToInstant('2026-07-14T09:30:00', 'America/Chicago');
    expect(result).toEqual({ ok: true, instant: new Date('2026-07-14T14:30:00Z') });
    if (result.ok) expect(instantToWallClock(result.instant, 'America/Chicago')).toBe('2026-07-14T09:30:00');
  });

  it('refuses a time skipped on the spring-forward day (2026-03-08, America/Chicago)', () => {
    expect(wallClockToInstant('2026-03-08T02:30:00', 'America/Chicago')).toEqual({
      ok: false,
      reason: 'nonexistent',
    });
    expect(wallClockToInstant('2026-03-08T03:00:00', 'America/Chicago')).toEqual({
      ok: true,
      instant: new Date('2026-03-08T08:00:00Z'),
    });
    expect(wallClockToInstant('2026-03-08T01:30:00', 'America/Chicago')).toEqual({
      ok: true,
      instant: new Date('2026-03-08T07:30:00Z'),
    });
  });

  it('keeps the offset change on the fall-back day (2026-11-01, America/Los_Angeles)', () => {
    const morning = wallClockToInstant('2026-11-01T09:00:00', 'America/Los_Angeles');
    expect(morning).toEqual({ ok: true, instant: new Date('2026-11-01T17:00:00Z') });
    const before = wallClockToInstant('2026-10-31T09:00:00', 'America/Los_Angeles');
    expect(before).toEqual({ ok: true, instant: new Date('2026-10-31T16:00:00Z') });
    const repeated = wallClockToInstant('2026-11-01T01:30:00', 'America/Los_Angeles');
    expect(repeated.ok).toBe(true);
    if (repeated.ok)
      expect(instantToWallClock(repeated.instant, 'America/Los_Angeles')).toBe('2026-11-01T01:30:00');
  });

  it('resolves a repeated time to its first occurrence, east and west of UTC', () => {
    expect(wallClockToInstant('2026-11-01T01:30:00', 'America/Chicago')).toEqual({
      ok: true,
      instant: new Date('2026-11-01T06:30:00Z'),
    });
    expect(wallClockToInstant('2026-10-25T02:00:00', 'Europe/Berlin')).toEqual({
      ok: true,
      instant: new Date('2026-10-25T00:00:00Z'),
    });
    expect(wallClockToInstant('2026-04-05T02:30:00', 'Australia/Sydney')).toEqual({
      ok: true,
      instant: new Date('2026-04-04T15:30:00Z'),
    });
  });

  it('refuses malformed and impossible values', () => {
    expect(wallClockToInstant('2026-02-30T09:00:00', 'UTC')).toEqual({ ok: false, reason: 'format' });
    expect(wallClockToInstant('2026-02-10 09:00:00', 'UTC')).toEqual({ ok: false, reason: 'format' });
    expect(wallClockToInstant('2026-02-10T24:00:00', 'UTC')).toEqual({ ok: false, reason: 'format' });
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
  });

  it('finds the start of a local day', () => {
    expect(startOfLocalDay('2026-03-08', 'America/Chicago')).toEqual(new Date('2026-03-08T06:00:00Z'));
    expect(startOfLocalDay('2026-03-09', 'America/Chicago')).toEqual(new Date('2026-03-09T05:00:00Z'));
  });
});
