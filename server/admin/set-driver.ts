import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit';
import { tenantOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { requireActiveAtDealer } from '../users/active-people';
import type { driverBody } from './admin.schemas';
import { findUserOfDealer, setDriverAtDealer } from './people-records';

/**
 * Marks one of the dealer's people as a driver (offered for pickups and deliveries) or not. Only
 * active people become drivers (USER_DEACTIVATED); setting what is already set changes nothing.
 */
export async function setDriver(
  ctx: UseCaseContext,
  input: { params: { userUuid: string }; body: z.output<typeof driverBody> },
) {
  const { dealerUuid } = tenantOf(ctx);
  const { driver } = input.body;
  return pipelinedTransaction(ctx.db, async (tx) => {
    const user = await findUserOfDealer(tx, dealerUuid, input.params.userUuid);
    if (driver) await requireActiveAtDealer(tx, dealerUuid, user.uuid);
    if (await setDriverAtDealer(tx, dealerUuid, user.uuid, driver)) {
      await recordAudit(tx, ctx, {
        action: driver ? 'driver.mark' : 'driver.unmark',
        targetKind: 'user',
        targetUuid: user.uuid,
        dealerUuid,
        before: { driver: !driver },
        after: { driver },
      });
    }
    return { userUuid: user.uuid, driver };
  });
}
