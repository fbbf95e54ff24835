import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinorUnits, toMinorUnits } from './money';

describe('wire amounts to cents', () => {
  it.each([
    [125.5, 12550],
    [0.07, 7],
    [19.99, 1999],
    [1.1, 110],
    [99999.99, 9999999],
    [10, 1000],
  ])('%s → %s cents', (amount, cents) => {
    expect(toMinorUnits(amount)).toBe(cents);
    expect(fromMinorUnits(cents)).toBe(amount);
  });

  it.each([10.005, 0.001, 1.234, Number.NaN, Number.POSITIVE_INFINITY])('%s is refused', (amount) => {
    expect(toMinorUnits(amount)).toBeNull();
  });

  it('formats in the link language', () => {
    expect(formatMoney(13775, 'USD', 'en')).toBe('$137.75');
    expect(formatMoney(13775, 'CAD', 'fr')).toMatch(/137,75\s*\$/);
  });
});
