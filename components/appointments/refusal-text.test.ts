import { describe, expect, it } from 'vitest';
import { readableText, refusalText } from './refusal-text';

describe('refusalText', () => {
  it('says a past time in the app’s date format, not ISO', () => {
    const text = refusalText(
      { code: 'PAST_DATE', message: '2026-11-20T09:00:00 (America/Chicago) is in the past' },
      { start: '2026-11-20T09:00:00' },
    );
    expect(text).toEqual({ title: 'Friday, November 20, 2026 at 09:00 is in the past.', reasons: [] });
  });

  it('names the slot and keeps the rule reasons, made readable', () => {
    const text = refusalText(
      {
        code: 'SLOT_UNAVAILABLE',
        message: 'The slot 2026-11-20 15:00 is not available: Jo Park is booked',
        warnings: [
          { warningDescription: 'Jo Park has an appointment 15:00:00-15:29:59 on 2026-11-20' },
          { warningDescription: 'Jo Park has an appointment 15:00:00-15:29:59 on 2026-11-20' },
        ],
      },
      { start: '2026-11-20T15:00' },
    );
    expect(text.title).toBe('Friday, November 20, 2026 at 15:00 can no longer be booked.');
    expect(text.reasons).toEqual(['Jo Park has an appointment 15:00-15:29:59 on Friday, November 20, 2026.']);
  });

  it('tells a closed day from a time off the grid', () => {
    const closed = refusalText(
      { code: 'NO_TIME_INTERVAL_EXISTS', message: 'The service department is closed on 2026-12-25' },
      { start: '2026-12-25T10:00:00' },
    );
    expect(closed.title).toBe('The department is closed on Friday, December 25, 2026.');
    const offGrid = refusalText(
      {
        code: 'NO_TIME_INTERVAL_EXISTS',
        message: '19:00:00 is not one of the 15-minute slots from 07:00 to 17:45 on 2026-11-20',
      },
      { start: '2026-11-20T19:00:00' },
    );
    expect(offGrid.title).toBe(
      "19:00 is not one of the department's bookable times on Friday, November 20, 2026.",
    );
  });

  it('names the advisor when one was asked for', () => {
    expect(
      refusalText(
        { code: 'NO_SA_AVAILABLE', message: 'x' },
        { start: '2026-11-20T08:00:00', advisorName: 'Jo Park' },
      ).title,
    ).toBe('Jo Park is not free on Friday, November 20, 2026 at 08:00.');
  });

  it('keeps an unknown code’s description, with readable dates', () => {
    expect(
      refusalText(
        { code: 'SOMETHING_NEW', message: 'Nothing on 2026-11-20 works' },
        { start: '2026-11-20T08:00' },
      ),
    ).toEqual({ title: 'Nothing on Friday, November 20, 2026 works.', reasons: [] });
  });
});

describe('readableText', () => {
  it('rewrites ISO dates and date-times and drops :00 seconds', () => {
    expect(readableText('The department is closed on 2026-12-25 (Christmas Day)')).toBe(
      'The department is closed on Friday, December 25, 2026 (Christmas Day)',
    );
    expect(readableText('starts 2026-11-20 09:30:00')).toBe('starts Friday, November 20, 2026 at 09:30');
  });
});
