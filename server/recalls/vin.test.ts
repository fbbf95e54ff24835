import { describe, expect, it } from 'vitest';
import { isValidVin } from './vin';

describe('isValidVin', () => {
  it('accepts VINs whose 9th character is their check digit', () => {
    expect(isValidVin('1M8GDM9AXKP042788')).toBe(true);
    expect(isValidVin('11111111111111111')).toBe(true);
    expect(isValidVin(' 1m8gdm9axkp042788 ')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and the letters I, O and Q', () => {
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false);
    expect(isValidVin('1M8GDM9AXKP04278')).toBe(false);
    expect(isValidVin('1M8GDM9AXKP04278O')).toBe(false);
  });
});
