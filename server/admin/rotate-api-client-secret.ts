import { recordAudit } from '../audit/record-audit';
import { forgetApiClient } from '../change-notices/remembered-principals';
import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { hashSecret } from '../core/password';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import {
  endPreviousSecrets,
  findApiClientOfDealer,
  keepPreviousSecret,
  updateApiClient,
} from './api-client-records';
import { newApiSecret } from './secrets';

/**
 * A new secret that works at once (returned only here). The previous one keeps working for
 * `graceMinutes`; with none it, and any earlier one still in grace, is refused at once, on every
 * instance (each forgets the client when the change commits; this one before answering).
 */
export async function rotateApiClientSecret(
  ctx: UseCaseContext,
  input: { params: { username: string }; body: { graceMinutes: number } },
) {
  const { dealerUuid } = tenantOf(ctx);
  const password = newApiSecret();
  const secretHash = await hashSecret(password);
  const grace = input.body.graceMinutes;
  const rotated = await pipelinedTransaction(ctx.db, async (tx) => {
    const client = await findApiClientOfDealer(tx, dealerUuid, input.params.username);
    if (!client.isActive) throw new DomainError('API_CLIENT_REVOKED', `${client.username} is revoked`);
    if (grace > 0) await keepPreviousSecret(tx, client.uuid, client.secretHash, grace);
    else await endPreviousSecrets(tx, dealerUuid, client.uuid);
    await updateApiClient(tx, dealerUuid, client.uuid, { secretHash });
    await recordAudit(tx, ctx, {
      action: 'apiClient.rotate',
      targetKind: 'apiClient',
      targetUuid: client.uuid,
      dealerUuid,
      after: { username: client.username, previousSecretGraceMinutes: grace },
    });
    return client;
  });
  forgetApiClient(rotated.uuid);
  return { username: rotated.username, password };
}
