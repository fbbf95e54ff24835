import { describe, expect, it } from 'vitest';
import {
  instantToOffsetDateTime,
  instantToWallClock,
  isCalendarDate,
  startOfLocalDay,
  wallClockToInstant,
} from './wall-clock';

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

  it('starts a day whose midnight is skipped at the change (2026-09-06, America/Santiago)', () => {
    expect(startOfLocalDay('2026-09-06', 'America/Santiago')).toEqual(new Date('2026-09-06T04:00:00Z'));
    expect(instantToWallClock(new Date('2026-09-06T04:00:00Z'), 'America/Santiago')).toBe(
      '2026-09-06T01:00:00',
    );
    expect(wallClockToInstant('2026-09-06T00:30:00', 'America/Santiago')).toEqual({
      ok: false,
      reason: 'nonexistent',
    });
  });

  it('reads instants on both sides of a change, also one inside a quarter hour', () => {
    // Chicago springs forward at 08:00 UTC on 2026-03-08.
    expect(instantToWallClock(new Date('2026-03-08T07:59:59Z'), 'America/Chicago')).toBe(
      '2026-03-08T01:59:59',
    );
    expect(instantToWallClock(new Date('2026-03-08T08:00:00Z'), 'America/Chicago')).toBe(
      '2026-03-08T03:00:00',
    );
    // Paris left its mean time (+00:09:21) at 23:50:39 UTC on 1911-03-10.
    expect(instantToWallClock(new Date('1911-03-10T23:46:00Z'), 'Europe/Paris')).toBe('1911-03-10T23:55:21');
    expect(instantToWallClock(new Date('1911-03-10T23:50:38Z'), 'Europe/Paris')).toBe('1911-03-10T23:59:59');
    expect(instantToWallClock(new Date('1911-03-10T23:50:39Z'), 'Europe/Paris')).toBe('1911-03-10T23:50:39');
  });

  it('writes an instant with its offset and milliseconds', () => {
    const instant = new Date('2026-03-08T16:00:00.042Z');
    expect(instantToOffsetDateTime(instant, 'America/Chicago')).toBe('2026-03-08T11:00:00.042-0500');
    expect(instantToOffsetDateTime(instant, 'Asia/Kolkata')).toBe('2026-03-08T21:30:00.042+0530');
    expect(instantToOffsetDateTime(instant, 'UTC')).toBe('2026-03-08T16:00:00.042+0000');
  });
});
