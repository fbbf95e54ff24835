/**
 * The text a customer receives: the body, then the sender's signature, the dealership footer and,
 * for texts, the department's opt-out (TCPA) line, each on its own line and each only when asked.
 */
export function composeBody(input: {
  body: string;
  protocol: 'TEXT' | 'EMAIL';
  signature?: string | null;
  footer?: string | null;
  tcpaFooter?: string | null;
}): string {
  const parts = [input.body.trim()];
  if (input.signature) parts.push(`- ${input.signature}`);
  if (input.footer) parts.push(input.footer.trim());
  if (input.protocol === 'TEXT' && input.tcpaFooter) parts.push(input.tcpaFooter.trim());
  return parts.filter(Boolean).join('\n');
}
