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

/**
 * Whether a VIN is well formed and its 9th character is the check digit of the other 16 (the North
 * American rule, 49 CFR 565): 17 characters, no I, O or Q.
 */
export function isValidVin(raw: string): boolean {
  const vin = raw.trim().toUpperCase();
  if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin.charAt(i);
    const value = /\d/.test(c) ? Number(c) : (transliteration[c] ?? 0);
    sum += value * (weights[i] ?? 0);
  }
  const remainder = sum % 11;
  return vin.charAt(8) === (remainder === 10 ? 'X' : String(remainder));
}
