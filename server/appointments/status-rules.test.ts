import { describe, expect, it } from 'vitest';
import { wallClockToInstant } from '../time/wall-clock';
import { type StatusMoment, statusChangeRefusal, undoTarget } from './status-rules';

const zone = 'America/Chicago';

function at(wall: string): Date {
  const result = wallClockToInstant(`${wall}:00`, zone);
  if (!result.ok) throw new Error(wall);
  return result.instant;
}

/** A visit on 2026-03-10 at 10:00 (Chicago), looked at from `now`. */
const moment = (now: string, setting: StatusMoment['setting'] = null): StatusMoment => ({
  now: at(now),
  timeZone: zone,
  startAt: at('2026-03-10T10:00'),
  setting,
});

describe('service-lane status rules', () => {
  it('offers arrived on the visit’s day only (in the dealer’s zone)', () => {
    expect(statusChangeRefusal('Scheduled', 'Show', moment('2026-03-10T08:05'))).toBeNull();
    expect(statusChangeRefusal('Confirmed', 'Show', moment('2026-03-10T23:30'))).toBeNull();
    expect(statusChangeRefusal('Scheduled', 'Show', moment('2026-03-09T16:00'))).toMatch(
      /only on its day \(2026-03-10\)/,
    );
    expect(statusChangeRefusal('Scheduled', 'Show', moment('2026-03-11T08:00'))).not.toBeNull();
  });

  it('takes a no-show only once the start has passed', () => {
    expect(statusChangeRefusal('Scheduled', 'No Show', moment('2026-03-10T09:59'))).toMatch(
      /only once it has started \(10:00\)/,
    );
    expect(statusChangeRefusal('Scheduled', 'No Show', moment('2026-03-10T10:00'))).toBeNull();
    expect(statusChangeRefusal('Confirmed', 'No Show', moment('2026-03-12T10:00'))).toBeNull();
  });

  it('undoes arrived, no-show and confirmed on the day they were set, to the status before', () => {
    const arrivedToday = { fromStatus: 'Confirmed', at: at('2026-03-10T09:50') };
    expect(undoTarget('Show', moment('2026-03-10T17:00', arrivedToday))).toBe('Confirmed');
    expect(statusChangeRefusal('Show', 'Confirmed', moment('2026-03-10T17:00', arrivedToday))).toBeNull();
    const noShowToday = { fromStatus: 'Scheduled', at: at('2026-03-10T10:30') };
    expect(statusChangeRefusal('No Show', 'Scheduled', moment('2026-03-10T11:00', noShowToday))).toBeNull();
    // A no-show who turns up late that day arrives after all.
    expect(statusChangeRefusal('No Show', 'Show', moment('2026-03-10T11:00', noShowToday))).toBeNull();
    const confirmedToday = { fromStatus: 'Scheduled', at: at('2026-03-09T09:00') };
    expect(
      statusChangeRefusal('Confirmed', 'Scheduled', moment('2026-03-09T15:00', confirmedToday)),
    ).toBeNull();
  });

  it('refuses the undo the next day, and an undo to another status than the one before', () => {
    const arrivedYesterday = { fromStatus: 'Scheduled', at: at('2026-03-10T09:50') };
    expect(undoTarget('Show', moment('2026-03-11T08:00', arrivedYesterday))).toBeNull();
    expect(statusChangeRefusal('Show', 'Scheduled', moment('2026-03-11T08:00', arrivedYesterday))).toMatch(
      /only on the day it was set/,
    );
    const confirmedYesterday = { fromStatus: 'Scheduled', at: at('2026-03-08T12:00') };
    expect(
      statusChangeRefusal('Confirmed', 'Scheduled', moment('2026-03-09T09:00', confirmedYesterday)),
    ).toMatch(/only on the day it was set/);
    const arrivedToday = { fromStatus: 'Confirmed', at: at('2026-03-10T09:50') };
    expect(statusChangeRefusal('Show', 'Rescheduled', moment('2026-03-10T12:00', arrivedToday))).toMatch(
      /cannot become Rescheduled/,
    );
  });

  it('keeps the transition table for everything else', () => {
    expect(statusChangeRefusal('Scheduled', 'Confirmed', moment('2026-03-01T08:00'))).toBeNull();
    expect(statusChangeRefusal('Cancelled', 'Scheduled', moment('2026-03-10T08:00'))).toMatch(
      /cannot become/,
    );
    expect(statusChangeRefusal('Show', 'Show', moment('2026-03-12T08:00'))).toBeNull();
  });
});
