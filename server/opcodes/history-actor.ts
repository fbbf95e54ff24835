import { DomainError } from '../http/domain-error';
import type { RequestContext } from '../http/route';
import { type HistoryActor, isDealerAssociateOfDealer } from './repo';

/** Who the history names: the caller, and the dealer associate they act for (checked). */
export async function historyActor(
  ctx: RequestContext,
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
