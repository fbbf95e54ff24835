import type { z } from 'zod';
import { okManageEnvelope } from '../http/envelopes';
import type { RequestContext } from '../http/route';
import { findDealerAssociates } from './find-dealer-associates';
import type { DealerAssociateDto, dealerAssociateListRequestSchema } from './manage.schemas';

export async function listDealerAssociates(
  ctx: RequestContext,
  input: { body: z.output<typeof dealerAssociateListRequestSchema> },
) {
  const found = await findDealerAssociates(ctx.db, {
    departmentUuids: input.body.departmentUuids,
    dealerAssociateUuids: input.body.dealerAssociateUuids,
  });
  const dealerAssociates: Record<string, DealerAssociateDto> = Object.fromEntries(
    found.map((da) => [da.uuid, da]),
  );
  return { ...okManageEnvelope(ctx.requestId), dealerAssociates };
}
