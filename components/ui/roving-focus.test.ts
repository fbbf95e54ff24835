import { describe, expect, it } from 'vitest';
import { rovingStop, rovingTarget } from './roving-focus';

describe('rovingStop', () => {
  it('is the item last focused, else the preferred one, else the first', () => {
    expect(rovingStop(['a', 'b', 'c'], 'c', 'b')).toBe('c');
    expect(rovingStop(['a', 'b', 'c'], null, 'b')).toBe('b');
    expect(rovingStop(['a', 'b', 'c'], 'gone', 'also gone')).toBe('a');
    expect(rovingStop([], null, null)).toBeNull();
  });
});

describe('rovingTarget', () => {
  it('moves by one sideways and by a row up and down, stopping at the ends', () => {
    expect(rovingTarget('ArrowRight', 2, 10, 4)).toBe(3);
    expect(rovingTarget('ArrowLeft', 0, 10, 4)).toBe(0);
    expect(rovingTarget('ArrowDown', 2, 10, 4)).toBe(6);
    expect(rovingTarget('ArrowDown', 8, 10, 4)).toBe(9);
    expect(rovingTarget('ArrowUp', 5, 10, 4)).toBe(1);
    expect(rovingTarget('ArrowUp', 1, 10, 4)).toBe(0);
    expect(rovingTarget('Home', 5, 10, 4)).toBe(0);
    expect(rovingTarget('End', 5, 10, 4)).toBe(9);
  });

  it('leaves other keys alone', () => {
    expect(rovingTarget('Enter', 1, 10, 4)).toBeNull();
    expect(rovingTarget('Tab', 1, 10, 4)).toBeNull();
  });
});
