import { describe, expect, it } from 'vitest';
import { at, booking, department, zone } from '../../test/engine-fixtures';
import { DomainError } from '../core/errors';
import { type BookingToCheck, checkBookingRules } from './check-booking-rules';

/** A 30-minute visit on Tuesday 2026-03-10 at `time`, checked at `now`. */
const visit = (time: string, now: string, fields: Partial<BookingToCheck> = {}): BookingToCheck => ({
  timeZone: zone,
  localDate: '2026-03-10',
  startWallClock: `2026-03-10T${time}:00`,
  startAt: at(`2026-03-10T${time}`),
  endAt: new Date(at(`2026-03-10T${time}`).getTime() + 30 * 60_000),
  now: at(now),
  advisorUuid: null,
  teamUuid: null,
  transportOptionUuid: null,
  opcodeUuids: [],
  laborMinutes: 0,
  recall: false,
  online: false,
  ...fields,
});

const refusalCode = (run: () => unknown): string | null => {
  try {
    run();
    return null;
  } catch (error) {
    return error instanceof DomainError ? error.code : 'thrown';
  }
};

describe('booking override (walk-ins)', () => {
  const noticeHour = department({ rules: { minimumNoticeMinutes: 60 } });
  const loaded = { department: noticeHour, bookings: [] };

  it('refuses a time inside the notice window without an override, books it with one', () => {
    expect(refusalCode(() => checkBookingRules(loaded, visit('10:30', '2026-03-10T10:05')))).toBe(
      'SLOT_UNAVAILABLE',
    );
    const booked = checkBookingRules(loaded, visit('10:30', '2026-03-10T10:05', { override: true }));
    expect(booked.advisorUuid).toBe('ann');
  });

  it('books over an advisor’s slot limit, choosing an advisor held back only by limits', () => {
    const busy = {
      department: noticeHour,
      bookings: [
        booking('2026-03-10T11:00', { advisorUuid: 'ann' }),
        booking('2026-03-10T11:00', { advisorUuid: 'bob' }),
      ],
    };
    expect(refusalCode(() => checkBookingRules(busy, visit('11:00', '2026-03-10T08:00')))).toBe(
      'NO_SA_AVAILABLE',
    );
    expect(checkBookingRules(busy, visit('11:00', '2026-03-10T08:00', { override: true })).advisorUuid).toBe(
      'ann',
    );
  });

  it('does not book outside the hours or over a closure, override or not', () => {
    expect(
      refusalCode(() => checkBookingRules(loaded, visit('12:30', '2026-03-10T08:00', { override: true }))),
    ).toBe('NO_TIME_INTERVAL_EXISTS');
    const closed = {
      department: department({
        rules: {
          minimumNoticeMinutes: 60,
          closures: [{ date: '2026-03-10', from: '10:00', to: '11:00', reason: 'Training' }],
        },
      }),
      bookings: [],
    };
    expect(
      refusalCode(() => checkBookingRules(closed, visit('10:30', '2026-03-10T10:05', { override: true }))),
    ).toBe('SLOT_UNAVAILABLE');
  });
});
