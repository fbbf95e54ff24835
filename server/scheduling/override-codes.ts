/**
 * Rule warnings a booking override (a walk-in booked by someone with the authority for it) books
 * over: the department's notice window and the advisors' own limits. Hours, closures, capacity and
 * transport options still hold.
 */
export const overridableWarningCodes: ReadonlySet<string> = new Set([
  'APPT_RULE_WARN_DEALER_OFFSET',
  'APPT_RULE_WARN_SA_PER_DAY_OF_WEEK',
  'APPT_RULE_WARN_SA_PER_DATE',
  'APPT_RULE_WARN_SA_PER_DAY_PER_SLOT',
  'APPT_RULE_WARN_SA_PER_DATE_PER_SLOT',
  'APPT_RULE_WARN_SUM_INDIVIDUAL_PER_SLOT',
  'APPT_RULE_WARN_SUM_INDIVIDUAL_PER_DATE',
]);

/** Whether an override may book a slot held back by these warnings (at least one, all overridable). */
export const onlyOverridable = (codes: readonly string[]): boolean =>
  codes.length > 0 && codes.every((c) => overridableWarningCodes.has(c));
