import type { UseCaseContext } from '../core/context';
import { okManageEnvelope } from '../core/envelopes';
import { DomainError } from '../core/errors';
import { defaultDealerAssociateOf } from './remembered-dealer-associates';

export async function getDefaultDealerAssociate(
  ctx: UseCaseContext,
  input: { params: { departmentUUID: string } },
) {
  const dealerAssociate = await defaultDealerAssociateOf(ctx.db, input.params.departmentUUID);
  if (!dealerAssociate) {
    throw new DomainError(
      'DEFAULT_DEALER_ASSOCIATE_NOT_FOUND',
      'The department has no Default DealerAssociate',
    );
  }
  return { ...okManageEnvelope(ctx.requestId), dealerAssociate };
}
