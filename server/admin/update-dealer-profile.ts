import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit';
import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { dealerProfileOf, findDealerForUpdate, updateDealer } from '../users/dealer-records';
import type { dealerProfileBody } from './admin.schemas';

/** Name, address, time zone and contact details of the dealership; fields left out keep their value. */
export async function updateDealerProfile(
  ctx: UseCaseContext,
  input: { body: z.output<typeof dealerProfileBody> },
) {
  const { dealerUuid } = tenantOf(ctx);
  const b = input.body;
  return pipelinedTransaction(ctx.db, async (tx) => {
    const before = await findDealerForUpdate(tx, dealerUuid);
    if (!before) throw new DomainError('DEALER_NOT_FOUND', `No dealer has the uuid ${dealerUuid}`);
    const after = await updateDealer(tx, dealerUuid, {
      name: b.name,
      timeZone: b.timeZone,
      timeFormat: b.timeFormat,
      phoneNumber: b.phone,
      emailAddress: b.email,
      website: b.website,
      addressLine1: b.addressLine1,
      city: b.city,
      state: b.state,
      zip: b.zip,
      country: b.country,
    });
    if (!after) throw new DomainError('DEALER_NOT_FOUND', `No dealer has the uuid ${dealerUuid}`);
    await recordAudit(tx, ctx, {
      action: 'dealer.update',
      targetKind: 'dealer',
      targetUuid: dealerUuid,
      dealerUuid,
      before: dealerProfileOf(before),
      after: dealerProfileOf(after),
    });
    return dealerProfileOf(after);
  });
}
