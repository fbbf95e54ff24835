import { ApiError } from '@/components/request-json';

/** What a refused form shows: messages next to named fields, and the rest at the top. */
export type FormErrors = { fields: Record<string, string>; general: string | null };

export const noFormErrors: FormErrors = { fields: {}, general: null };

// The server's validation messages name limits in zod's words; say them as a person would.
const plainWords: Array<[RegExp, (m: RegExpMatchArray) => string]> = [
  [/^Too small: expected string to have >=1 characters?$/, () => 'This is required'],
  [/^Too small: expected string to have >=(\d+) characters?$/, (m) => `Use at least ${m[1]} characters`],
  [/^Too big: expected string to have <=(\d+) characters?$/, (m) => `Use at most ${m[1]} characters`],
  [/^Too small: expected array to have >=1 items?$/, () => 'Choose at least one'],
  [/^Invalid email address$/, () => 'Enter an email address, e.g. service@example.com'],
  [/^Invalid URL$/, () => 'Enter a web address, e.g. https://example.com'],
  [/^Invalid input: expected \w+, received undefined$/, () => 'This is required'],
];

export function inPlainWords(message: string): string {
  for (const [pattern, say] of plainWords) {
    const match = message.match(pattern);
    if (match) return say(match);
  }
  return message;
}

/**
 * Splits a refusal into field messages. INVALID_REQUEST describes each issue as
 * `body.<field>: <message>` separated by "; "; other codes are one message for the whole form.
 */
export function formErrorsOf(error: unknown, fieldNames: readonly string[]): FormErrors {
  if (!error) return noFormErrors;
  if (!(error instanceof ApiError)) return { fields: {}, general: 'Something went wrong. Try again.' };
  if (error.code !== 'INVALID_REQUEST') return { fields: {}, general: error.message };
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const issue of error.message.split('; ')) {
    const match = issue.match(/^(?:body|query)\.([\w.]+): (.*)$/);
    const field = match?.[1]?.split('.')[0];
    if (match?.[2] && field && fieldNames.includes(field)) fields[field] ??= inPlainWords(match[2]);
    else rest.push(match?.[2] ? `${match[1]}: ${inPlainWords(match[2])}` : issue);
  }
  return { fields, general: rest.length ? rest.join('. ') : null };
}

/**
 * A new password typed twice: the errors to show when the two differ (on the second field), or
 * null when they match, checked before anything is sent.
 */
export function passwordRepeatErrors(form: FormData, field: string, repeat: string): FormErrors | null {
  if (form.get(field) === form.get(repeat)) return null;
  return { fields: { [repeat]: 'The two passwords differ: type the same one twice' }, general: null };
}
