import { and, eq, or } from 'drizzle-orm';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { type DealerAssociate, dealerAssociates, teams } from '../db/schema';

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
