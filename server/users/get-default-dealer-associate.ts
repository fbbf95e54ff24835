import type { UseCaseContext } from '../core/context';
import { okManageEnvelope } from '../core/envelopes';
import { DomainError } from '../core/errors';
import { findDealerAssociates } from './find-dealer-associates';

export async function getDefaultDealerAssociate(
  ctx: UseCaseContext,
  input: { params: { departmentUUID: string } },
) {
  const [dealerAssociate] = await findDealerAssociates(ctx.db, {
    departmentUuids: [input.params.departmentUUID],
    defaultOnly: true,
  });
  if (!dealerAssociate) {
    throw new DomainError(
      'DEFAULT_DEALER_ASSOCIATE_NOT_FOUND',
      'The department has no Default DealerAssociate',
    );
  }
  return { ...okManageEnvelope(ctx.requestId), dealerAssociate };
}
