import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit';
import type { UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { newTenantUuid, newUuid } from '../ids';
import { insertDealer } from '../users/dealer-records';
import { insertRoles } from '../users/role-records';
import type { createDealerBody } from './admin.schemas';
import { insertWorkingDepartment } from './department-records';
import { advisorAuthorities, demoRoles } from './new-dealer-defaults';

/**
 * A dealership ready for its first advisor and partner: the dealer (scheduler on), the roles
 * advisors and integrations are given, and one working service department.
 */
export async function createDealer(ctx: UseCaseContext, input: { body: z.output<typeof createDealerBody> }) {
  const body = input.body;
  return pipelinedTransaction(ctx.db, async (tx) => {
    const dealerUuid = newTenantUuid();
    const dealer = {
      uuid: dealerUuid,
      name: body.name,
      timeZone: body.timeZone,
      phoneNumber: body.phone ?? null,
      emailAddress: body.email ?? null,
      features: { schedulerEnabled: true, textingEnabled: Boolean(body.textNumber) },
    };
    await insertDealer(tx, dealer);
    await insertRoles(
      tx,
      demoRoles.map((r) => ({
        uuid: newUuid(),
        dealerUuid,
        ...r,
        defaultAuthorities: r.isServiceRole ? advisorAuthorities : [],
      })),
    );
    const { departmentUuid } = await insertWorkingDepartment(tx, {
      dealerUuid,
      dealerName: body.name,
      name: body.departmentName,
      phone: body.phone,
      email: body.email,
      textNumber: body.textNumber,
    });
    await recordAudit(tx, ctx, {
      action: 'dealer.create',
      targetKind: 'dealer',
      targetUuid: dealerUuid,
      dealerUuid,
      after: { ...dealer, departmentUuid, departmentName: body.departmentName },
    });
    return { dealerUuid, departmentUuid };
  });
}
