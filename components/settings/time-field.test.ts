import { describe, expect, it } from 'vitest';
import { normalizeTime } from './fields';

describe('normalizeTime', () => {
  it.each([
    ['9:30', '09:30'],
    ['930', '09:30'],
    ['17.45', '17:45'],
    ['8', '08:00'],
    ['18:00', '18:00'],
    ['noon', 'noon'],
  ])('%s → %s', (typed, expected) => {
    expect(normalizeTime(typed)).toBe(expected);
  });
});
