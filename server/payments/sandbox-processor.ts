import { randomBytes } from 'node:crypto';
import { cardBrand, digitsOnly } from './card';
import type { ChargeRequest, ChargeResult, DeclineCode, PaymentProcessor } from './processor';

type TestCard = { number: string; brand: string; behaviour: string };

/**
 * The sandbox's documented test cards (any future expiry, any CVC, any name). Every other number
 * that passes the Luhn check is declined with CARD_DECLINED, so a real card never "works" here.
 */
export const sandboxTestCards: readonly TestCard[] = [
  { number: '4242 4242 4242 4242', brand: 'Visa', behaviour: 'Approved' },
  { number: '5555 5555 5555 4444', brand: 'Mastercard', behaviour: 'Approved' },
  { number: '3782 822463 10005', brand: 'American Express', behaviour: 'Approved' },
  { number: '4000 0000 0000 0002', brand: 'Visa', behaviour: 'Declined: CARD_DECLINED' },
  { number: '4000 0000 0000 9995', brand: 'Visa', behaviour: 'Declined: INSUFFICIENT_FUNDS' },
  {
    number: '4000 0000 0000 0010',
    brand: 'Visa',
    behaviour:
      'Address and zip code never match: declined with ZIP_MISMATCH or AVS_MISMATCH when the link verifies them, approved otherwise',
  },
];

const approve = new Set(['4242424242424242', '5555555555554444', '378282246310005']);
const declines: Record<string, DeclineCode> = {
  '4000000000000002': 'CARD_DECLINED',
  '4000000000009995': 'INSUFFICIENT_FUNDS',
};
const addressMismatch = '4000000000000010';

/** The default processor: decides from the test card number, moves no money, keeps nothing. */
export function createSandboxProcessor(): PaymentProcessor {
  // Replays of the same idempotency key get the first answer, like a real processor.
  const answered = new Map<string, ChargeResult>();
  return {
    name: 'sandbox',
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const previous = answered.get(request.idempotencyKey);
      if (previous) return previous;
      const digits = digitsOnly(request.card.number);
      const avsResult: ChargeResult['avsResult'] =
        digits === addressMismatch
          ? 'N'
          : request.card.streetAddress
            ? 'Y'
            : request.card.zipCode
              ? 'Z'
              : 'U';
      let declineCode: DeclineCode | null =
        declines[digits] ?? (approve.has(digits) ? null : 'CARD_DECLINED');
      if (digits === addressMismatch) {
        declineCode = request.requireAvsMatch
          ? 'AVS_MISMATCH'
          : request.requireZipMatch
            ? 'ZIP_MISMATCH'
            : null;
      }
      const approved = declineCode === null;
      const result: ChargeResult = {
        outcome: approved ? 'APPROVED' : 'DECLINED',
        declineCode,
        reference: `sbx_${request.capture ? 'ch' : 'auth'}_${randomBytes(12).toString('base64url')}`,
        brand: cardBrand(digits),
        last4: digits.slice(-4),
        avsResult,
        token: approved && request.tokenize ? `sbx_tok_${randomBytes(16).toString('base64url')}` : null,
      };
      answered.set(request.idempotencyKey, result);
      if (answered.size > 1000) answered.delete(answered.keys().next().value as string);
      return result;
    },
  };
}

let processor: PaymentProcessor | undefined;

/** The processor in use. Only the sandbox exists so far; a real one plugs in here. */
export function paymentProcessor(): PaymentProcessor {
  processor ??= createSandboxProcessor();
  return processor;
}
