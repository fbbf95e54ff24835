/**
 * What the composer knows when an advisor picks a template: the customer, their next visit, the
 * advisor writing and the dealership. The newer fields are optional so a composer embedded
 * elsewhere fills what it knows; a missing one stays as written.
 */
export type TemplateValues = {
  /** The full name, as the thread shows it ("Maria Lopez", or a business's name). */
  customerName: string | null;
  firstName?: string | null;
  lastName?: string | null;
  /** The next visit, in the dealer's zone, as the side panel shows it. */
  appointmentTime: string | null;
  advisorName?: string | null;
  dealerName?: string | null;
  dealershipPhone: string | null;
};

/** Every placeholder a template may hold, in the order the template editor lists them. */
export const templatePlaceholders = [
  'firstName',
  'lastName',
  'customerName',
  'appointmentTime',
  'advisorName',
  'dealerName',
  'dealershipPhone',
] as const satisfies ReadonlyArray<keyof TemplateValues>;

const placeholderPattern = new RegExp(`\\{(${templatePlaceholders.join('|')})\\}`, 'g');

/**
 * The template's text with the placeholders it can fill; one it cannot (no next appointment, no
 * phone on file, a business without a first name) stays as written, so the advisor sees what is
 * left to edit before sending. Values are inserted as they are: a `{…}` inside a name is not filled
 * again.
 */
export function fillTemplate(body: string, values: TemplateValues): string {
  return body.replace(placeholderPattern, (placeholder, key: string) => {
    const value = values[key as keyof TemplateValues];
    return value?.trim() ? value.trim() : placeholder;
  });
}
