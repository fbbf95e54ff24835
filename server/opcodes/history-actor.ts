import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { type HistoryActor, isDealerAssociateOfDealer } from './opcode-records';

/** Who the history names: the caller, and the dealer associate they act for (checked). */
export async function historyActor(
  ctx: UseCaseContext,
  options: { dealerUuid: string; eventDealerAssociateUuid: string | null | undefined },
): Promise<HistoryActor> {
  const dealerAssociateUuid = options.eventDealerAssociateUuid?.trim() || null;
  if (
    dealerAssociateUuid &&
    !(await isDealerAssociateOfDealer(ctx.db, { dealerUuid: options.dealerUuid, dealerAssociateUuid }))
  ) {
    throw new DomainError(
      'INCORRECT_USER_INFO',
      `eventDealerAssociateUuid ${dealerAssociateUuid} is not a dealer associate of this dealer`,
    );
  }
  return {
    kind: ctx.principal?.kind ?? 'anonymous',
    id: ctx.principal?.id ?? 'anonymous',
    requestId: ctx.requestId,
    dealerAssociateUuid,
  };
}
