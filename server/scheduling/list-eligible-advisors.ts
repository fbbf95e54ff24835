import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { selectEligibleAdvisors, selectTeamMembershipsOf } from './advisor-records';
import { selectDealer } from './department-records';

/**
 * GET /dealer/{dealerUuid}/eligibleAdvisor/list: the service advisors appointments can be assigned
 * to, optionally of one department or team.
 */
export async function listEligibleAdvisors(
  ctx: UseCaseContext,
  input: { params: { dealerUuid: string }; query: { departmentUuid?: string; teamUuid?: string } },
) {
  const dealer = await selectDealer(ctx.db, input.params.dealerUuid);
  if (!dealer?.features.schedulerEnabled) {
    throw new DomainError('SCHEDULER_FEATURE_NOT_ENABLED', 'Scheduling is not enabled for this dealer');
  }
  const rows = await selectEligibleAdvisors(ctx.db, {
    dealerUuid: dealer.uuid,
    departmentUuid: input.query.departmentUuid,
    teamUuid: input.query.teamUuid,
  });
  const memberships = rows.length
    ? await selectTeamMembershipsOf(
        ctx.db,
        rows.map((r) => r.uuid),
      )
    : [];
  return {
    advisors: rows.map((advisor) => ({
      uuid: advisor.uuid,
      userUuid: advisor.userUuid,
      firstName: advisor.firstName,
      lastName: advisor.lastName,
      name: `${advisor.firstName} ${advisor.lastName}`,
      department: advisor.department,
      teamUuids: memberships.filter((m) => m.dealerAssociateUuid === advisor.uuid).map((m) => m.teamUuid),
    })),
    errors: [],
    warnings: [],
  };
}
