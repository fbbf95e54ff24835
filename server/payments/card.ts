/** Card checks done before anything reaches the processor. Pure; never logs or keeps the number. */

export const digitsOnly = (cardNumber: string): string => cardNumber.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries, which catches most typing mistakes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'DISCOVER' | 'UNKNOWN';

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'DISCOVER';
  return 'UNKNOWN';
}

/** "MM/YY" or "MM/YYYY" → month and four-digit year. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = expiry.trim().match(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/);
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const cardMonths = expiry.year * 12 + (expiry.month - 1);
  return cardMonths < nowMonths;
}
