import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit';
import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { hashSecret } from '../core/password';
import { scopes } from '../core/scopes';
import type { Tx } from '../db/client';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { newUuid } from '../ids';
import { findDepartmentOfDealer } from '../users/dealer-records';
import type { createApiClientBody } from './admin.schemas';
import { insertApiClient } from './api-client-records';
import { newApiSecret } from './secrets';

type Body = z.output<typeof createApiClientBody>;

/** A department-level grant never covers an operation the spec grants per dealer: refuse such scopes. */
async function checkGrants(tx: Tx, dealerUuid: string, body: Body): Promise<string | null> {
  if (body.level === 'DEALER') return null;
  if (!body.departmentUuid)
    throw new DomainError('INVALID_REQUEST', 'A department-level client names its departmentUuid');
  const department = await findDepartmentOfDealer(tx, dealerUuid, body.departmentUuid);
  if (!department)
    throw new DomainError(
      'INVALID_DEPT_UUID',
      `Dealer ${dealerUuid} has no department ${body.departmentUuid}`,
    );
  const dealerOnly = body.scopes.filter((s) => scopes[s] === 'DEALER');
  if (dealerOnly.length > 0)
    throw new DomainError(
      'INVALID_SCOPE',
      `Granted per dealer only, not per department: ${dealerOnly.join(', ')}`,
    );
  return department.uuid;
}

const usernameFor = (name: string) =>
  `${
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'client'
  }-${randomBytes(4).toString('hex')}`;

/**
 * A partner's credentials for HTTP Basic with scopes for the dealer or one of its departments. The
 * secret is returned only here; the service keeps its argon2 hash.
 */
export async function createApiClient(ctx: UseCaseContext, input: { body: Body }) {
  const { dealerUuid } = tenantOf(ctx);
  const body = input.body;
  const password = newApiSecret();
  const secretHash = await hashSecret(password);
  return pipelinedTransaction(ctx.db, async (tx) => {
    const departmentUuid = await checkGrants(tx, dealerUuid, body);
    const uuid = newUuid();
    const username = usernameFor(body.name);
    const grants = [...new Set(body.scopes)].map((scope) => ({ scope, level: body.level, departmentUuid }));
    await insertApiClient(tx, dealerUuid, { uuid, username, name: body.name, secretHash }, grants);
    await recordAudit(tx, ctx, {
      action: 'apiClient.create',
      targetKind: 'apiClient',
      targetUuid: uuid,
      dealerUuid,
      after: { username, name: body.name, grants },
    });
    return { username, password };
  });
}
