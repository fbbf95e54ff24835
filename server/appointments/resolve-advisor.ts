import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import type { DealerAssociate } from '../db/schema';
import { selectDepartmentAssociate, selectDepartmentTeam } from './booking-reference-records';

/** A dealer associate of the department named by its uuid or its user's uuid. */
export async function resolveDealerAssociate(
  tx: Tx,
  input: { departmentUuid: string; uuid: string; role: 'advisor' | 'creator' },
): Promise<DealerAssociate> {
  const found = await selectDepartmentAssociate(tx, {
    departmentUuid: input.departmentUuid,
    uuid: input.uuid,
  });
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
  const team = await selectDepartmentTeam(tx, input);
  if (!team) throw new DomainError('INCORRECT_USER_INFO', `No team ${input.teamUuid} in this department`);
  return team.uuid;
}
