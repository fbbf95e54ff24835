import type { z } from 'zod';
import type { UseCaseContext } from '../core/context';
import { okManageEnvelope } from '../core/envelopes';
import { DomainError } from '../core/errors';
import type { Tx } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { requireActiveDealerAssociate } from './active-people';
import { isKnownAuthority } from './authorities';
import { findMembershipForUpdate, setAuthorities } from './dealer-associate-records';
import type { authorityPartialRequestSchema } from './manage.schemas';

type AuthoritiesInput = {
  params: { departmentUUID: string; userUuid: string };
  body: z.output<typeof authorityPartialRequestSchema>;
};

/**
 * Adds and removes authorities of the user's dealer associate in that department; only an active
 * membership gains any (USER_DEACTIVATED).
 */
export async function updateAuthorities(ctx: UseCaseContext, input: AuthoritiesInput) {
  const changes = authorityChanges(input);
  return pipelinedTransaction(ctx.db, (tx) => applyAuthorityChanges(tx, ctx, input, changes));
}

/**
 * The same change inside a transaction the caller already holds (the admin API's, which adds its
 * audit entry to it), so both commit or neither does.
 */
export async function updateAuthoritiesIn(tx: Tx, ctx: UseCaseContext, input: AuthoritiesInput) {
  return applyAuthorityChanges(tx, ctx, input, authorityChanges(input));
}

function authorityChanges(input: AuthoritiesInput) {
  const toAdd = input.body.authoritiesToAdd.map((a) => a.authority.trim());
  const toRemove = input.body.authoritiesToRemove.map((a) => a.authority.trim());
  const unknown = [...toAdd, ...toRemove].filter((a) => !isKnownAuthority(a));
  if (unknown.length > 0)
    throw new DomainError('INVALID_AUTHORITY', `Unknown authorities: ${unknown.join(', ')}`);
  return { toAdd, toRemove };
}

async function applyAuthorityChanges(
  tx: Tx,
  ctx: UseCaseContext,
  input: AuthoritiesInput,
  { toAdd, toRemove }: { toAdd: string[]; toRemove: string[] },
) {
  const da = await findMembershipForUpdate(tx, input.params.departmentUUID, input.params.userUuid);
  if (!da) {
    throw new DomainError(
      'USER_NOT_FOUND',
      `User ${input.params.userUuid} has no dealer associate in this department`,
    );
  }
  if (toAdd.length > 0) await requireActiveDealerAssociate(tx, da.uuid);
  const authorities = [...new Set([...da.authorities, ...toAdd])].filter((a) => !toRemove.includes(a)).sort();
  await setAuthorities(tx, input.params.departmentUUID, da.uuid, authorities);
  return { ...okManageEnvelope(ctx.requestId), dealerAssociateUuid: da.uuid, authorities };
}
