import { pathId } from '../core/envelopes';
import { DomainError } from '../core/errors';
import { db } from '../db/client';
import { departmentVCardContract } from '../messaging/contracts';
import { buildDepartmentVCard } from '../messaging/department-vcard';
import { requestIdOf } from './api-errors';
import { errorResponse } from './route';

type RouteContext = { params: Promise<Record<string, string | string[] | undefined>> };

/**
 * GET /api/communications/department/{departmentUUID}/vcard: the card as text/vcard; errors are
 * JSON in the operation's family like every other API answer.
 */
export async function getDepartmentVCard(request: Request, context: RouteContext): Promise<Response> {
  const requestId = requestIdOf(request);
  try {
    // Checked like every path id: a value PostgreSQL cannot store is refused before the query.
    const departmentUUID = pathId.safeParse((await context.params).departmentUUID);
    if (!departmentUUID.success)
      throw new DomainError('INVALID_REQUEST', 'path.departmentUUID is not a valid id');
    const card = await buildDepartmentVCard(db(), departmentUUID.data);
    if (!card) throw new DomainError('NOT_FOUND', `No department ${departmentUUID.data}`);
    return new Response(card.text, {
      headers: {
        'content-type': 'text/vcard; charset=utf-8',
        'content-disposition': `inline; filename="${card.fileName}"`,
        'x-request-id': requestId,
      },
    });
  } catch (error) {
    return errorResponse(departmentVCardContract, error, requestId);
  }
}
