import { describe, expect, it } from 'vitest';
import { postJson } from './post-json';
import { BlockedDestinationError, isPublicAddress } from './ssrf-guard';

const refused = [
  // IPv4 special-purpose registry
  '0.0.0.0',
  '0.1.2.3',
  '10.0.0.1',
  '100.64.0.1',
  '100.127.255.254',
  '127.0.0.1',
  '127.255.255.255',
  '169.254.169.254',
  '172.16.0.1',
  '172.31.255.255',
  '192.0.0.9',
  '192.0.2.1',
  '192.31.196.1',
  '192.52.193.1',
  '192.88.99.1',
  '192.168.1.10',
  '192.175.48.6',
  '198.18.0.1',
  '198.19.255.254',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.251',
  '239.255.255.250',
  '240.0.0.1',
  '255.255.255.255',
  // IPv6 special-purpose registry
  '::',
  '::1',
  '::ffff:127.0.0.1',
  '::ffff:a9fe:a9fe',
  '::ffff:10.0.0.1',
  '::127.0.0.1',
  '::8.8.8.8',
  '64:ff9b::a9fe:a9fe',
  '64:ff9b::127.0.0.1',
  '64:ff9b::10.1.2.3',
  '64:ff9b:1::8.8.8.8',
  '64:ff9b:1::a9fe:a9fe',
  '100::1',
  '2001::1',
  '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  '2001:1::1',
  '2001:2::1',
  '2001:10::1',
  '2001:db8::1',
  '2001:db8:ffff::1',
  '2002:7f00:1::1',
  '2002:a9fe:a9fe::1',
  '2002:c0a8:0101::1',
  '3fff::1',
  '3fff:fff::1',
  '5f00::1',
  'fc00::1',
  'fd12:3456::1',
  'fe80::1',
  'fe80::1%eth0',
  'febf::1',
  'fec0::1',
  'ff02::1',
  'ff0e::1',
  '4000::1',
  'not an address',
];

const allowed = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '100.128.0.1',
  '172.32.0.1',
  '192.0.3.1',
  '198.20.0.1',
  '223.255.255.254',
  '::ffff:8.8.8.8',
  '64:ff9b::8.8.8.8',
  '64:ff9b::101:101',
  '2002:808:808::1',
  '2606:4700:4700::1111',
  '2a00:1450:4001:80b::200e',
  '2606:2800:220:1:248:1893:25c8:1946',
  '2001:4860:4860::8888',
  '2001:200::1',
];

describe('the outbound guard', () => {
  it.each(refused)('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(allowed)('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('does not connect to a special-purpose address written in the URL', async () => {
    await expect(
      postJson(new URL('http://[64:ff9b::a9fe:a9fe]/'), '{}', {}, { timeoutMs: 500, allowPrivate: false }),
    ).rejects.toBeInstanceOf(BlockedDestinationError);
  });
});
