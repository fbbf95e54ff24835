import { recordAudit } from '../audit/record-audit';
import { departmentOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import type { OnlineSettingsInput } from './online.schemas';
import { effectiveSettings } from './online-rules';
import {
  findDepartmentAdvisors,
  findDepartmentOptions,
  saveOnlineSettingsRow,
} from './online-settings-records';

/** Refuses options and advisors the department does not have. */
async function checkReferences(ctx: UseCaseContext, departmentUuid: string, body: OnlineSettingsInput) {
  const [options, advisors] = await Promise.all([
    findDepartmentOptions(ctx.db, departmentUuid),
    findDepartmentAdvisors(ctx.db, departmentUuid),
  ]);
  const unknownOption = body.transportOptionUuids?.find((u) => !options.some((o) => o.uuid === u));
  if (unknownOption)
    throw new DomainError(
      'SELECTED_TRANSPORT_OPTIONS_NOT_FOUND',
      `The department has no transport option ${unknownOption}`,
    );
  const unknownAdvisor = body.bookableAdvisorUuids?.find((u) => !advisors.some((a) => a.uuid === u));
  if (unknownAdvisor)
    throw new DomainError(
      'SELECTED_DEALER_ASSOCIATES_NOT_FOUND',
      `The department has no advisor ${unknownAdvisor}`,
    );
}

/** PUT /api/online/admin/v1/departments/{departmentUuid}: a department's online scheduling settings. */
export async function updateOnlineSettings(ctx: UseCaseContext, input: { body: OnlineSettingsInput }) {
  const { dealerUuid, departmentUuid } = departmentOf(ctx);
  const { body } = input;
  await checkReferences(ctx, departmentUuid, body);
  return pipelinedTransaction(ctx.db, async (tx) => {
    const saved = await saveOnlineSettingsRow(tx, {
      departmentUuid,
      dealerUuid,
      enabled: body.enabled,
      daysAhead: body.daysAhead,
      minNoticeMinutes: body.minNoticeMinutes,
      transportOptionUuids: body.transportOptionUuids,
      advisorChoice: body.advisorChoice,
      bookableAdvisorUuids: body.bookableAdvisorUuids,
      welcomeText: body.welcomeText ?? null,
      termsText: body.termsText ?? null,
    });
    const after = effectiveSettings(saved ?? null);
    await recordAudit(tx, ctx, {
      action: 'department.online-scheduling.update',
      targetKind: 'department',
      targetUuid: departmentUuid,
      dealerUuid,
      after,
    });
    return after;
  });
}
