import { afterEach, describe, expect, it } from 'vitest';
import { overrideEnvForTests } from '../env';
import { paymentUrlFor } from '../payments/payment-url';
import { publicOrigin } from './public-origin';

describe('public origin of customer links', () => {
  afterEach(() => {
    delete process.env.PUBLIC_BASE_URL;
    delete process.env.NEXTAUTH_URL;
    overrideEnvForTests({});
  });

  it('is PUBLIC_BASE_URL when configured, without trailing slashes', () => {
    overrideEnvForTests({
      PUBLIC_BASE_URL: 'https://pay.example.com/',
      NEXTAUTH_URL: 'https://app.example.com',
    });
    expect(publicOrigin()).toBe('https://pay.example.com');
    expect(paymentUrlFor('tok')).toBe('https://pay.example.com/pay/tok');
  });

  it('else the sign-in origin NEXTAUTH_URL', () => {
    overrideEnvForTests({ NEXTAUTH_URL: 'https://app.example.com' });
    expect(publicOrigin()).toBe('https://app.example.com');
  });

  it('else the local development address', () => {
    overrideEnvForTests({ PORT: '3456' });
    expect(publicOrigin()).toBe('http://localhost:3456');
  });
});
