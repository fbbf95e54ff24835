import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A customer's phone number in E.164 (+13125550123), or null when it is not a valid number.
 * Numbers without a country code are read as numbers of the default country, so the 10-digit US
 * form (312) 555-0123 is accepted; an extension is dropped because texts cannot reach it.
 */
export function normalizePhone(raw: string, defaultCountry: CountryCode = 'US'): string | null {
  const parsed = parsePhoneNumberFromString(raw.trim(), defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}

const phoneLike = /^\+?[\d\s().-]+$/;

/**
 * The digits to look for in stored E.164 numbers when a search term looks like (part of) a phone
 * number, or null when it does not. "(312) 555-0123" → "3125550123", which is contained in
 * "+13125550123"; at least four digits are needed so that short words never match every number.
 */
export function phoneSearchDigits(term: string): string | null {
  const trimmed = term.trim();
  if (!phoneLike.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= 4 ? digits : null;
}
