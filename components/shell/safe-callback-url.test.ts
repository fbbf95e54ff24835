import { describe, expect, it } from 'vitest';
import { safeCallbackUrl } from './safe-callback-url';

describe('safeCallbackUrl', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['/schedule?day=2025-03-09#slot', '/schedule?day=2025-03-09#slot'],
    [['/inbox', '/other'], '/inbox'],
    // Another site's address keeps only its path, so it stays on ServiceBay.
    ['https://evil.example/steal', '/steal'],
    ['//evil.example/steal', '/steal'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/login?callbackUrl=/x', '/'],
    ['/api/auth/signout', '/'],
  ])('%j → %s', (input, expected) => {
    expect(safeCallbackUrl(input)).toBe(expected);
  });
});
