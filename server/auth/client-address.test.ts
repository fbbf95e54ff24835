import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('takes the address the nearest proxy appended, not what the caller put before it', () => {
    expect(clientAddress({ forwardedFor: '10.9.9.9, 203.0.113.7', realIp: null }, 1)).toBe('203.0.113.7');
  });

  it('counts back one entry per trusted proxy', () => {
    expect(clientAddress({ forwardedFor: '10.9.9.9, 203.0.113.7, 10.0.0.2', realIp: null }, 2)).toBe(
      '203.0.113.7',
    );
  });

  it('takes the first entry when fewer proxies appended than are trusted', () => {
    expect(clientAddress({ forwardedFor: '203.0.113.7', realIp: null }, 3)).toBe('203.0.113.7');
  });

  it('falls back to X-Real-IP, then to none', () => {
    expect(clientAddress({ forwardedFor: null, realIp: ' 198.51.100.4 ' }, 1)).toBe('198.51.100.4');
    expect(clientAddress({ forwardedFor: ' , ', realIp: undefined }, 1)).toBeNull();
  });

  it('trusts neither header without a proxy in front: the peer address the server handed over counts', () => {
    expect(clientAddress({ forwardedFor: '203.0.113.7', realIp: '198.51.100.4' }, 0)).toBeNull();
    expect(
      clientAddress({ forwardedFor: '203.0.113.7', realIp: '198.51.100.4', peerAddress: '192.0.2.10' }, 0),
    ).toBe('192.0.2.10');
  });

  it('ignores the peer address behind trusted proxies: it is the nearest proxy', () => {
    expect(clientAddress({ forwardedFor: '203.0.113.7', realIp: null, peerAddress: '10.0.0.2' }, 1)).toBe(
      '203.0.113.7',
    );
  });
});
