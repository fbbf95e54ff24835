import mjml2html from 'mjml';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** The text as HTML: escaped, so a body can never inject markup into the email. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/** One <mj-text> per paragraph (blank-line separated), single line breaks kept. */
function paragraphs(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .filter((p) => p.trim() !== '')
    .map((p) => `<mj-text>${escapeHtml(p.trim()).replace(/\r?\n/g, '<br />')}</mj-text>`)
    .join('\n');
}

/**
 * The HTML part of an email, from the same text as its plain part. MJML compiles it to the
 * table layout and inline styles that Outlook, Gmail and Apple Mail all render alike.
 */
export async function emailHtml(email: { subject: string; text: string; fromName: string }): Promise<string> {
  const source = `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(email.subject)}</mj-title>
    <mj-attributes><mj-text font-family="Helvetica, Arial, sans-serif" font-size="15px" line-height="22px" color="#1f2933" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f5f7">
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        ${paragraphs(email.text)}
        <mj-divider border-width="1px" border-color="#e4e7eb" />
        <mj-text font-size="13px" color="#616e7c">${escapeHtml(email.fromName)}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`The email's HTML did not compile: ${errors[0]?.formattedMessage}`);
  return html;
}
