import { describe, expect, it } from 'vitest';
import { ApiError } from '@/components/request-json';
import { readableDates, refusalSentence } from './refusal-words';

describe('refusalSentence', () => {
  it('explains closed times with the slots of the day, without ISO dates', () => {
    const error = new ApiError(
      400,
      'NO_TIME_INTERVAL_EXISTS',
      '05:00:00 is not one of the 15-minute slots from 07:00 to 17:45 on 2026-03-10',
    );
    expect(refusalSentence(error, { date: '2026-03-10', time: '05:00', format: '12h' })).toBe(
      'Nothing can be booked at 5:00 AM: visits can start from 7:00 AM to 5:45 PM.',
    );
    expect(refusalSentence(error, { date: '2026-03-10', time: '05:00' })).toBe(
      'Nothing can be booked at 05:00: visits can start from 07:00 to 17:45.',
    );
  });

  it('names the advisor and the rule behind a full slot', () => {
    const error = new ApiError(400, 'SLOT_UNAVAILABLE', 'The slot 2026-03-10T09:00:00 is not available', [
      { warningCode: 'APPT_RULE_WARN_SA_PER_DATE_PER_SLOT', warningDescription: '…' },
    ]);
    expect(refusalSentence(error, { date: '2026-03-10', time: '09:00', advisorName: 'Sam Rivera' })).toBe(
      'Sam Rivera cannot take it Tuesday, March 10, 2026 at 09:00: the advisor is fully booked then.',
    );
  });

  it('falls back to the server’s words with readable dates', () => {
    const error = new ApiError(400, 'SOMETHING_NEW', 'Refused for 2026-03-10T09:30:00 (America/Chicago)');
    expect(refusalSentence(error)).toBe('Refused for Tuesday, March 10, 2026 at 09:30 (America/Chicago)');
    expect(readableDates('on 2026-03-10')).toBe('on Tuesday, March 10, 2026');
  });
});
