import { describe, expect, it } from 'vitest';
import { threadInAddress, threadPath } from './thread-address';

describe('inbox addresses', () => {
  it('opens the thread named in the path or in ?customer=', () => {
    expect(threadInAddress('/inbox/abc_DEF-123', null)).toBe('abc_DEF-123');
    expect(threadInAddress('/inbox/abc/', null)).toBe('abc');
    expect(threadInAddress('/inbox', 'abc-123')).toBe('abc-123');
    // The path wins over a stale query.
    expect(threadInAddress('/inbox/from-path', 'from-query')).toBe('from-path');
  });

  it('opens nothing for the list alone or an address that is not a customer uuid', () => {
    expect(threadInAddress('/inbox', null)).toBeNull();
    expect(threadInAddress('/inbox', '')).toBeNull();
    expect(threadInAddress('/inbox', 'a b')).toBeNull();
    expect(threadInAddress('/inbox/%E0%A4%A', null)).toBeNull();
    expect(threadInAddress('/inbox/a%2Fb', null)).toBeNull();
    expect(threadInAddress('/inbox/a/b', null)).toBeNull();
    expect(threadInAddress('/inbox', 'x'.repeat(256))).toBeNull();
  });

  it('round-trips a thread through its address', () => {
    expect(threadPath('abc-123')).toBe('/inbox/abc-123');
    expect(threadPath(null)).toBe('/inbox');
    expect(threadInAddress(threadPath('abc-123'), null)).toBe('abc-123');
  });
});
