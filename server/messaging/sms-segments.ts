/**
 * How carriers split a text: in the GSM 03.38 alphabet (7-bit; the extension table's characters
 * take two septets) when every character is in it, else in UCS-2. One segment holds 160 septets or
 * 70 UCS-2 units; a split text loses room to its concatenation header: 153 septets or 67 units.
 */
const gsmBasic = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const gsmExtension = new Set('^{}\\[~]|€\f');

export type SmsEncoding = 'GSM-7' | 'UCS-2';
export type SmsSize = { encoding: SmsEncoding; units: number; segments: number };

/** Septets of a text in the GSM alphabet, or null when a character is outside it. */
function gsmSeptets(text: string): number | null {
  let septets = 0;
  for (const character of text) {
    if (gsmBasic.has(character)) septets += 1;
    else if (gsmExtension.has(character)) septets += 2;
    else return null;
  }
  return septets;
}

export function smsSize(text: string): SmsSize {
  const septets = gsmSeptets(text);
  if (septets !== null) return { encoding: 'GSM-7', units: septets, segments: segmentsOf(septets, 160, 153) };
  // UCS-2 counts UTF-16 code units: a character outside the basic plane (an emoji) takes two.
  return { encoding: 'UCS-2', units: text.length, segments: segmentsOf(text.length, 70, 67) };
}

function segmentsOf(units: number, single: number, perPart: number): number {
  if (units <= single) return 1;
  return Math.ceil(units / perPart);
}
