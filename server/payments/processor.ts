import type { CardBrand } from './card';

/**
 * What the service needs from a card processor. Card data goes in and never comes back: the
 * answer carries only the brand, the last four digits, the processor's reference and, when asked
 * to tokenize, a token that can charge the card later.
 */
export type ChargeRequest = {
  /** The same key twice must not charge twice (the attempt uuid). */
  idempotencyKey: string;
  amountMinor: number;
  currency: string;
  /** false: authorize only (paymentType auth); true: authorize and capture (sale). */
  capture: boolean;
  card: {
    number: string;
    expMonth: number;
    expYear: number;
    cvc: string;
    holderName: string;
    zipCode: string | null;
    streetAddress: string | null;
  };
  /** Decline unless the processor's address verification matches the zip code (verifyZipCode). */
  requireZipMatch: boolean;
  /** Decline unless street and zip both match (verifyAVS). */
  requireAvsMatch: boolean;
  tokenize: boolean;
};

export type DeclineCode = 'CARD_DECLINED' | 'INSUFFICIENT_FUNDS' | 'ZIP_MISMATCH' | 'AVS_MISMATCH';

export type ChargeResult = {
  outcome: 'APPROVED' | 'DECLINED';
  declineCode: DeclineCode | null;
  reference: string;
  brand: CardBrand;
  last4: string;
  /** Address verification: Y both match, Z zip only, N no match, U unavailable. */
  avsResult: 'Y' | 'Z' | 'N' | 'U';
  /** Present when tokenize was asked and the charge was approved. */
  token: string | null;
};

export type PaymentProcessor = {
  name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
};
