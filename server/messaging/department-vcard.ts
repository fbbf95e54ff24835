import type { Database } from '../db/client';
import { findSendPlace } from './send-party-records';

const vcardText = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

export type DepartmentVCard = { text: string; fileName: string };

/**
 * The contact card texts carry with sendVCard (the provider fetches it as the MMS media): only the
 * department's published name, text number, phone and email. Null for an unknown department.
 */
export async function buildDepartmentVCard(
  database: Database,
  departmentUuid: string,
): Promise<DepartmentVCard | null> {
  const [place] = await findSendPlace(database, departmentUuid);
  if (!place) return null;
  const { department, dealer } = place;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${vcardText(`${dealer.name} ${department.name}`)}`,
    `ORG:${vcardText(dealer.name)};${vcardText(department.name)}`,
    department.textNumber ? `TEL;TYPE=CELL,TEXT:${department.textNumber}` : null,
    department.phoneNumber ? `TEL;TYPE=WORK,VOICE:${department.phoneNumber}` : null,
    department.emailAddress ? `EMAIL;TYPE=WORK:${department.emailAddress}` : null,
    dealer.website ? `URL:${dealer.website}` : null,
    'END:VCARD',
  ].filter(Boolean);
  return { text: `${lines.join('\r\n')}\r\n`, fileName: `${department.name.replace(/[^\w-]+/g, '-')}.vcf` };
}
