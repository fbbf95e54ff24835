/** What the composer knows about the open thread when an advisor picks a template. */
export type TemplateValues = {
  customerName: string | null;
  appointmentTime: string | null;
  dealershipPhone: string | null;
};

/**
 * The template's text with the placeholders it can fill; one it cannot (no next appointment, no
 * phone on file) stays as written, so the advisor sees what is left to edit before sending.
 */
export function fillTemplate(body: string, values: TemplateValues): string {
  return body.replace(/\{(customerName|appointmentTime|dealershipPhone)\}/g, (placeholder, key: string) => {
    const value = values[key as keyof TemplateValues];
    return value?.trim() ? value : placeholder;
  });
}
