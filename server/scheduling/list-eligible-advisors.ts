import { and, asc, eq, inArray } from 'drizzle-orm';
import type { UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { dealerAssociates, dealers, departments, teamMembers, users } from '../db/schema';

/**
 * GET /dealer/{dealerUuid}/eligibleAdvisor/list: the service advisors appointments can be assigned
 * to, optionally of one department or team.
 */
export async function listEligibleAdvisors(
  ctx: UseCaseContext,
  input: { params: { dealerUuid: string }; query: { departmentUuid?: string; teamUuid?: string } },
) {
  const [dealer] = await ctx.db.select().from(dealers).where(eq(dealers.uuid, input.params.dealerUuid));
  if (!dealer?.features.schedulerEnabled) {
    throw new DomainError('SCHEDULER_FEATURE_NOT_ENABLED', 'Scheduling is not enabled for this dealer');
  }
  const rows = await ctx.db
    .select({ da: dealerAssociates, user: users, department: departments })
    .from(dealerAssociates)
    .innerJoin(users, eq(users.uuid, dealerAssociates.userUuid))
    .innerJoin(departments, eq(departments.uuid, dealerAssociates.departmentUuid))
    .where(
      and(
        eq(departments.dealerUuid, dealer.uuid),
        eq(dealerAssociates.isAdvisor, true),
        eq(dealerAssociates.isValid, true),
        input.query.departmentUuid ? eq(departments.uuid, input.query.departmentUuid) : undefined,
        input.query.teamUuid
          ? inArray(
              dealerAssociates.uuid,
              ctx.db
                .select({ uuid: teamMembers.dealerAssociateUuid })
                .from(teamMembers)
                .where(eq(teamMembers.teamUuid, input.query.teamUuid)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
  const memberships = rows.length
    ? await ctx.db
        .select()
        .from(teamMembers)
        .where(
          inArray(
            teamMembers.dealerAssociateUuid,
            rows.map((r) => r.da.uuid),
          ),
        )
    : [];
  return {
    advisors: rows.map(({ da, user, department }) => ({
      uuid: da.uuid,
      userUuid: user.uuid,
      firstName: user.firstName,
      lastName: user.lastName,
      name: `${user.firstName} ${user.lastName}`,
      department: { uuid: department.uuid, name: department.name },
      teamUuids: memberships.filter((m) => m.dealerAssociateUuid === da.uuid).map((m) => m.teamUuid),
    })),
    errors: [],
    warnings: [],
  };
}
