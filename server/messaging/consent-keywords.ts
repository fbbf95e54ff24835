/** What an inbound text asks for, by the carrier-standard keywords (the whole text, any case). */
export type ConsentKeyword = 'OPT_OUT' | 'OPT_IN' | 'HELP' | null;

const optOut = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'OPTOUT', 'REVOKE']);
const optIn = new Set(['START', 'UNSTOP', 'YES', 'OPTIN']);
const help = new Set(['HELP', 'INFO']);

export function consentKeyword(body: string): ConsentKeyword {
  const word = body
    .trim()
    .replace(/[.!\s]+$/, '')
    .toUpperCase();
  if (optOut.has(word)) return 'OPT_OUT';
  if (optIn.has(word)) return 'OPT_IN';
  if (help.has(word)) return 'HELP';
  return null;
}
