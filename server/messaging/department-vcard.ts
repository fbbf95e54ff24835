import { eq } from 'drizzle-orm';
import { pathId } from '../core/envelopes';
import { db } from '../db/client';
import { dealers, departments } from '../db/schema';

const vcardText = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');

/**
 * GET /api/communications/department/{departmentUUID}/vcard: the contact card texts carry with
 * sendVCard (the provider fetches it as the MMS media). Public: it holds only the department's
 * published name, text number, phone and email.
 */
export async function getDepartmentVCard(
  _request: Request,
  context: { params: Promise<Record<string, string | string[] | undefined>> },
): Promise<Response> {
  // Checked like every path id: a value PostgreSQL cannot store is refused before the query.
  const departmentUUID = pathId.safeParse((await context.params).departmentUUID);
  if (!departmentUUID.success) return new Response('Invalid department uuid', { status: 400 });
  const [row] = await db()
    .select({ department: departments, dealerName: dealers.name, website: dealers.website })
    .from(departments)
    .innerJoin(dealers, eq(dealers.uuid, departments.dealerUuid))
    .where(eq(departments.uuid, departmentUUID.data));
  if (!row) return new Response('Not found', { status: 404 });
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
  return new Response(`${lines.join('\r\n')}\r\n`, {
    headers: {
      'content-type': 'text/vcard; charset=utf-8',
      'content-disposition': `inline; filename="${department.name.replace(/[^\w-]+/g, '-')}.vcf"`,
    },
  });
}
