import { describe, expect, it } from 'vitest';
import { transportSecurityHeaders } from './transport-security';

describe('transport security', () => {
  it('is asked for only when the public origin is https', () => {
    expect(transportSecurityHeaders('https://service.example.com')).toEqual({
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
    });
    expect(transportSecurityHeaders('http://localhost:3000')).toEqual({});
  });
});
