import type { z } from 'zod';
import type { UseCaseContext } from '../core/context';
import { okManageEnvelope } from '../core/envelopes';
import { findDealerAssociates } from './dealer-associate-records';
import type { DealerAssociateDto, dealerAssociateListRequestSchema } from './manage.schemas';

export async function listDealerAssociates(
  ctx: UseCaseContext,
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
