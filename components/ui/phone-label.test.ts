import { describe, expect, it } from 'vitest';
import { phoneLabel } from './phone-label';

describe('phoneLabel', () => {
  it('writes a North American number as people read it', () => {
    expect(phoneLabel('+13125550100')).toBe('(312) 555-0100');
  });
  it('leaves any other number as stored', () => {
    expect(phoneLabel('+442071838750')).toBe('+442071838750');
    expect(phoneLabel('555-0100')).toBe('555-0100');
  });
});
