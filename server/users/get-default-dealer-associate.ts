import type { UseCaseContext } from '../core/context';
import { okManageEnvelope } from '../core/envelopes';
import { DomainError } from '../core/errors';
import { findDefaultDealerAssociate } from './dealer-associate-records';

export async function getDefaultDealerAssociate(
  ctx: UseCaseContext,
  input: { params: { departmentUUID: string } },
) {
  const dealerAssociate = await findDefaultDealerAssociate(ctx.db, input.params.departmentUUID);
  if (!dealerAssociate) {
    throw new DomainError(
      'DEFAULT_DEALER_ASSOCIATE_NOT_FOUND',
      'The department has no Default DealerAssociate',
    );
  }
  return { ...okManageEnvelope(ctx.requestId), dealerAssociate };
}
