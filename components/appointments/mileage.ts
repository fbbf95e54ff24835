const miles = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "22,750 mi" for a number or a plain numeric text; other texts as they were entered. */
export function mileageLabel(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const digits = typeof value === 'number' ? value : Number(String(value).replace(/[,\s]/g, ''));
  return Number.isFinite(digits) ? `${miles.format(digits)} mi` : String(value);
}
