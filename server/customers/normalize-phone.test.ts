import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneSearchDigits } from './normalize-phone';

describe('normalizePhone', () => {
  it.each([
    ['+13125550123', '+13125550123'],
    ['+1 312 555 0123', '+13125550123'],
    ['3125550123', '+13125550123'],
    ['(312) 555-0123', '+13125550123'],
    ['312.555.0123', '+13125550123'],
    ['1-312-555-0123', '+13125550123'],
    ['  312 555 0123  ', '+13125550123'],
    ['312-555-0123 ext. 42', '+13125550123'],
    ['+1 (514) 555-0123', '+15145550123'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('%s → %s', (raw, e164) => {
    expect(normalizePhone(raw)).toBe(e164);
  });

  it.each([
    ['555-0123', 'seven digits, no area code'],
    ['12345', 'too short'],
    ['0123456789', 'US area codes never start with 0'],
    ['31255501234567', 'too long'],
    ['+1310xxxxxxx', 'letters'],
    ['call me', 'no digits'],
    ['', 'empty'],
  ])('%s is invalid (%s)', (raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });

  it('reads a national number in the given default country', () => {
    expect(normalizePhone('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(normalizePhone('020 7946 0958')).toBeNull();
  });
});

describe('phoneSearchDigits', () => {
  it.each([
    ['(312) 555-0123', '3125550123'],
    ['+1 312 555 0123', '13125550123'],
    ['0123', '0123'],
  ])('%s → %s', (term, digits) => {
    expect(phoneSearchDigits(term)).toBe(digits);
  });

  it.each(['smith', '1HGCM82633A004352', '555', 'a 5550123', ''])('%s is not a phone search', (term) => {
    expect(phoneSearchDigits(term)).toBeNull();
  });
});
