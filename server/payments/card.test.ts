import { describe, expect, it } from 'vitest';
import { cardBrand, digitsOnly, isExpired, parseExpiry, passesLuhn } from './card';
import { createSandboxProcessor, sandboxTestCards } from './sandbox-processor';

describe('card checks', () => {
  it.each(sandboxTestCards.map((c) => c.number))('test card %s passes the Luhn check', (number) => {
    expect(passesLuhn(digitsOnly(number))).toBe(true);
  });

  it.each(['4242424242424241', '1234', '4242-4242-4242-424x'])('%s fails the Luhn check', (number) => {
    expect(passesLuhn(digitsOnly(number))).toBe(false);
  });

  it.each([
    ['4242424242424242', 'VISA'],
    ['5555555555554444', 'MASTERCARD'],
    ['2223003122003222', 'MASTERCARD'],
    ['378282246310005', 'AMEX'],
    ['6011111111111117', 'DISCOVER'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('reads MM/YY and MM/YYYY, and a card is good through its expiry month', () => {
    expect(parseExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('04 / 2027')).toEqual({ month: 4, year: 2027 });
    expect(parseExpiry('13/27')).toBeNull();
    const now = new Date('2027-04-30T23:00:00Z');
    expect(isExpired({ month: 4, year: 2027 }, now)).toBe(false);
    expect(isExpired({ month: 3, year: 2027 }, now)).toBe(true);
  });
});

describe('sandbox processor', () => {
  const charge = (number: string, options: { zip?: boolean; avs?: boolean } = {}) =>
    createSandboxProcessor().charge({
      idempotencyKey: Math.random().toString(36),
      amountMinor: 1000,
      currency: 'USD',
      capture: true,
      card: {
        number,
        expMonth: 12,
        expYear: 2039,
        cvc: '123',
        holderName: 'A B',
        zipCode: '60601',
        streetAddress: null,
      },
      requireZipMatch: options.zip ?? false,
      requireAvsMatch: options.avs ?? false,
      tokenize: true,
    });

  it('answers each documented card as documented, and never echoes the number', async () => {
    expect(await charge('4242 4242 4242 4242')).toMatchObject({ outcome: 'APPROVED', last4: '4242' });
    expect(await charge('4000000000000002')).toMatchObject({
      outcome: 'DECLINED',
      declineCode: 'CARD_DECLINED',
      token: null,
    });
    expect(await charge('4000000000009995')).toMatchObject({ declineCode: 'INSUFFICIENT_FUNDS' });
    expect(await charge('4000000000000010')).toMatchObject({ outcome: 'APPROVED', avsResult: 'N' });
    expect(await charge('4000000000000010', { zip: true })).toMatchObject({ declineCode: 'ZIP_MISMATCH' });
    expect(await charge('4000000000000010', { avs: true })).toMatchObject({ declineCode: 'AVS_MISMATCH' });
    const approved = await charge('5555555555554444');
    expect(JSON.stringify(approved)).not.toContain('5555555555554444');
    expect(approved.token).toMatch(/^sbx_tok_/);
  });

  it('answers a replayed idempotency key with the first result', async () => {
    const processor = createSandboxProcessor();
    const request = {
      idempotencyKey: 'same',
      amountMinor: 1000,
      currency: 'USD',
      capture: true,
      card: {
        number: '4242424242424242',
        expMonth: 1,
        expYear: 2039,
        cvc: '1',
        holderName: 'A',
        zipCode: null,
        streetAddress: null,
      },
      requireZipMatch: false,
      requireAvsMatch: false,
      tokenize: false,
    };
    const first = await processor.charge(request);
    expect(await processor.charge(request)).toBe(first);
  });
});
