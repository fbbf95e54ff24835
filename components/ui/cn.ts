/** Joins class names, skipping the falsy ones conditional classes produce. */
export const cn = (...classes: Array<string | false | null | undefined>): string =>
  classes.filter(Boolean).join(' ');
