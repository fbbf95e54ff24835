/** The department a Today list is read for: the signed-in advisor's dealer and department. */
export type TodayScope = { dealerUuid: string; departmentUuid: string; timeZone: string };

/** "Maria Lopez", the company of a business, or a plain fallback: how a customer reads in a list. */
export function customerLabel(c: {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
}): string {
  return [c.firstName, c.lastName].filter(Boolean).join(' ') || c.company || 'Unnamed customer';
}
