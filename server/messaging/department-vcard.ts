import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { dealers, departments } from '../db/schema';

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
  const [row] = await database
    .select({ department: departments, dealerName: dealers.name, website: dealers.website })
    .from(departments)
    .innerJoin(dealers, eq(dealers.uuid, departments.dealerUuid))
    .where(eq(departments.uuid, departmentUuid));
  if (!row) return null;
  const { department } = row;
  const lines = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${vcardText(`${row.dealerName} ${department.name}`)}`,
    `ORG:${vcardText(row.dealerName)};${vcardText(department.name)}`,
    department.textNumber ? `TEL;TYPE=CELL,TEXT:${department.textNumber}` : null,
    department.phoneNumber ? `TEL;TYPE=WORK,VOICE:${department.phoneNumber}` : null,
    department.emailAddress ? `EMAIL;TYPE=WORK:${department.emailAddress}` : null,
    row.website ? `URL:${row.website}` : null,
    'END:VCARD',
  ].filter(Boolean);
  return { text: `${lines.join('\r\n')}\r\n`, fileName: `${department.name.replace(/[^\w-]+/g, '-')}.vcf` };
}
