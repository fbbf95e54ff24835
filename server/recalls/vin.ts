/**
 * What a VIN says for sure under the North American standard (49 CFR 565): whether it is well
 * formed and the model year. The make and model are not read from it: the first three characters
 * name the manufacturer only through SAE's register of manufacturer identifiers, and positions 4-8
 * are each manufacturer's own coding.
 */
const transliteration: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const wellFormed = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The check digit (9th character) the other 16 characters of a well-formed VIN call for. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin.charAt(i);
    const value = /\d/.test(c) ? Number(c) : (transliteration[c] ?? 0);
    sum += value * (weights[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/**
 * Whether a VIN is well formed and its 9th character is the check digit of the other 16 (the North
 * American rule, 49 CFR 565): 17 characters, no I, O or Q.
 */
export function isValidVin(raw: string): boolean {
  const vin = raw.trim().toUpperCase();
  return wellFormed.test(vin) && vin.charAt(8) === vinCheckDigit(vin);
}

/** The 10th character's codes, 1980 (A) onwards; U, Z and 0 are never used, and the cycle restarts every 30 years. */
export const modelYearCodes = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * The model year a VIN gives, or null when it does not give one for sure. The 10th character names
 * a year of a 30-year cycle; which cycle is told by the 7th, as 49 CFR 565 has it for passenger
 * cars and for multipurpose vehicles and trucks up to 10,000 lb GVWR (the 2008 amendment, 73 FR
 * 23367): a digit for model years 1980-2009, a letter from 2010 (to 2039). The current date is not
 * used to choose; it only refuses a year that cannot have been sold yet (a model year starts at the
 * earliest on January 2 of the year before), which is a VIN not following that rule (a heavier
 * vehicle's) or not North American. A VIN failing its check digit was mistyped: nothing is derived.
 */
export function modelYearOfVin(raw: string, now: Date): number | null {
  const vin = raw.trim().toUpperCase();
  if (!isValidVin(vin)) return null;
  const code = modelYearCodes.indexOf(vin.charAt(9));
  if (code < 0) return null;
  const year = (/\d/.test(vin.charAt(6)) ? 1980 : 2010) + code;
  return year <= now.getUTCFullYear() + 1 ? year : null;
}
