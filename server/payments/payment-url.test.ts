import { afterEach, describe, expect, it } from 'vitest';
import { overrideEnvForTests } from '../env';
import { paymentUrlFor } from './payment-url';

const request = (headers: Record<string, string> = {}) =>
  new Request('http://internal:3000/api/v3/department/d/url', { headers });

describe('payment URL', () => {
  afterEach(() => {
    delete process.env.PUBLIC_BASE_URL;
    overrideEnvForTests({});
  });

  it('uses PUBLIC_BASE_URL when configured', () => {
    overrideEnvForTests({ PUBLIC_BASE_URL: 'https://pay.example.com/' });
    expect(paymentUrlFor('tok', request({ host: 'other.example.com' }))).toBe(
      'https://pay.example.com/pay/tok',
    );
  });

  it('else the host the request was addressed to, behind a proxy too', () => {
    delete process.env.PUBLIC_BASE_URL;
    overrideEnvForTests({});
    expect(paymentUrlFor('tok', request({ host: '127.0.0.1:3100' }))).toBe('http://127.0.0.1:3100/pay/tok');
    expect(
      paymentUrlFor(
        'tok',
        request({ host: 'internal', 'x-forwarded-host': 'dealer.example.com', 'x-forwarded-proto': 'https' }),
      ),
    ).toBe('https://dealer.example.com/pay/tok');
  });

  it('ignores a malformed host or protocol', () => {
    delete process.env.PUBLIC_BASE_URL;
    overrideEnvForTests({});
    expect(
      paymentUrlFor('tok', request({ 'x-forwarded-host': 'evil.com/x?', 'x-forwarded-proto': 'javascript' })),
    ).toBe('http://internal:3000/pay/tok');
  });
});
