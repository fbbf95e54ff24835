import { and, asc, count, eq, inArray, notInArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  appointments,
  type DealerAssociate,
  dealerAssociates,
  teamMembers,
  teams,
  users,
} from '../db/schema';
import { DomainError } from '../http/domain-error';
import { cancelledStatuses } from './statuses';

/** A dealer associate of the department named by its uuid or its user's uuid. */
export async function resolveDealerAssociate(
  tx: Tx,
  input: { departmentUuid: string; uuid: string; role: 'advisor' | 'creator' },
): Promise<DealerAssociate> {
  const [found] = await tx
    .select()
    .from(dealerAssociates)
    .where(
      and(
        eq(dealerAssociates.departmentUuid, input.departmentUuid),
        eq(dealerAssociates.isValid, true),
        or(eq(dealerAssociates.uuid, input.uuid), eq(dealerAssociates.userUuid, input.uuid)),
      ),
    )
    .limit(1);
  if (!found) {
    throw new DomainError(
      'INCORRECT_USER_INFO',
      `No ${input.role === 'advisor' ? 'advisor' : 'dealer associate'} ${input.uuid} in this department`,
    );
  }
  return found;
}

export async function resolveTeam(
  tx: Tx,
  input: { departmentUuid: string; teamUuid: string },
): Promise<string> {
  const [team] = await tx
    .select({ uuid: teams.uuid })
    .from(teams)
    .where(
      and(
        eq(teams.uuid, input.teamUuid),
        eq(teams.departmentUuid, input.departmentUuid),
        eq(teams.isValid, true),
      ),
    );
  if (!team) throw new DomainError('INCORRECT_USER_INFO', `No team ${input.teamUuid} in this department`);
  return team.uuid;
}

/**
 * The advisor to assign when the request names none: the one with the fewest appointments that
 * day (of the team, when one is named), alphabetically on ties. The scheduling engine narrows this
 * further to advisors available at the slot.
 */
export async function pickLeastLoadedAdvisor(
  tx: Tx,
  input: {
    departmentUuid: string;
    localDate: string;
    teamUuid?: string | null;
    excludeAppointmentUuid?: string;
  },
): Promise<DealerAssociate> {
  const loads = tx
    .select({ advisor: appointments.assignedDealerAssociateUuid, booked: count().as('booked') })
    .from(appointments)
    .where(
      and(
        eq(appointments.departmentUuid, input.departmentUuid),
        eq(appointments.localDate, input.localDate),
        notInArray(appointments.status, [...cancelledStatuses]),
        input.excludeAppointmentUuid
          ? sql`${appointments.uuid} <> ${input.excludeAppointmentUuid}`
          : undefined,
      ),
    )
    .groupBy(appointments.assignedDealerAssociateUuid)
    .as('loads');
  const teamFilter = input.teamUuid
    ? inArray(
        dealerAssociates.uuid,
        tx
          .select({ uuid: teamMembers.dealerAssociateUuid })
          .from(teamMembers)
          .where(eq(teamMembers.teamUuid, input.teamUuid)),
      )
    : undefined;
  const [advisor] = await tx
    .select({ da: dealerAssociates })
    .from(dealerAssociates)
    .innerJoin(users, eq(users.uuid, dealerAssociates.userUuid))
    .leftJoin(loads, eq(loads.advisor, dealerAssociates.uuid))
    .where(
      and(
        eq(dealerAssociates.departmentUuid, input.departmentUuid),
        eq(dealerAssociates.isAdvisor, true),
        eq(dealerAssociates.isValid, true),
        teamFilter,
      ),
    )
    .orderBy(sql`coalesce(${loads.booked}, 0)`, asc(users.lastName), asc(users.firstName))
    .limit(1);
  if (!advisor)
    throw new DomainError('NO_SA_AVAILABLE', `No service advisor is available on ${input.localDate}`);
  return advisor.da;
}
