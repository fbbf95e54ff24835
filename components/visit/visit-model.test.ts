import { describe, expect, it } from 'vitest';
import { dayParts, noticeWords, refusalWords } from './visit-model';

describe('the visit page’s words', () => {
  it('says the notice limit as a person would', () => {
    expect(noticeWords(60)).toBe('1 hour');
    expect(noticeWords(120)).toBe('2 hours');
    expect(noticeWords(24 * 60)).toBe('24 hours');
    expect(noticeWords(30 * 24 * 60)).toBe('30 days');
    expect(noticeWords(45)).toBe('45 minutes');
  });

  it('closes the refusals only a call can solve with the phone number', () => {
    expect(refusalWords('VISIT_NOTICE_PASSED', '+13125550100')).toBe(
      'Your visit is too close to change online. Please call us at +13125550100.',
    );
    expect(refusalWords('VISIT_CLOSED', null)).toBe('This visit can no longer be changed.');
    expect(refusalWords('SLOT_UNAVAILABLE', '+13125550100')).toBe(
      'That time was just taken. Please pick another.',
    );
    expect(refusalWords(undefined, null)).toBe('Something went wrong. Please try again.');
  });

  it('writes a day in two short lines, whatever the reader’s own time zone', () => {
    expect(dayParts('2026-12-01')).toEqual({ weekday: 'Tue', monthDay: 'Dec 1' });
    expect(dayParts('2027-01-31')).toEqual({ weekday: 'Sun', monthDay: 'Jan 31' });
  });
});
