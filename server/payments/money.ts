/**
 * Money on the wire is a number of currency units (125.5); inside it is always an integer number
 * of minor units (12550 cents), so sums and comparisons are exact.
 */

/** The minor units of a wire amount, or null when it has more than 2 decimals or is not finite. */
export function toMinorUnits(amount: number): number | null {
  if (!Number.isFinite(amount)) return null;
  const cents = Math.round(amount * 100);
  // 125.5 * 100 is 12550 exactly, 0.07 * 100 is 7.000000000000001: tolerate binary noise only.
  if (Math.abs(amount * 100 - cents) > 1e-6 * Math.max(1, Math.abs(cents))) return null;
  if (!Number.isSafeInteger(cents)) return null;
  return cents;
}

/** Back to the wire: 12550 → 125.5. */
export const fromMinorUnits = (minor: number): number => minor / 100;

const localeOf: Record<string, string> = { en: 'en-US', es: 'es-US', fr: 'fr-CA' };

export function formatMoney(minor: number, currency: string, language = 'en'): string {
  return new Intl.NumberFormat(localeOf[language] ?? 'en-US', { style: 'currency', currency }).format(
    minor / 100,
  );
}
