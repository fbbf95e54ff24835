import { and, eq, gt, sql } from 'drizzle-orm';
import { hashSecret } from '../auth/password';
import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { apiClientSecrets, apiClients } from '../db/schema';
import { newUuid } from '../ids';
import { findApiClientOfDealer } from './api-client-records';
import { recordAudit } from './record-audit';
import { newApiSecret } from './secrets';

/**
 * A new secret that works at once (returned only here). The previous one keeps working for
 * `graceMinutes`; with none it, and any earlier one still in grace, is refused at once.
 */
export async function rotateApiClientSecret(
  ctx: UseCaseContext,
  input: { params: { username: string }; body: { graceMinutes: number } },
) {
  const { dealerUuid } = tenantOf(ctx);
  const password = newApiSecret();
  const secretHash = await hashSecret(password);
  const grace = input.body.graceMinutes;
  return ctx.db.transaction(async (tx) => {
    const client = await findApiClientOfDealer(tx, dealerUuid, input.params.username);
    if (!client.isActive) throw new DomainError('API_CLIENT_REVOKED', `${client.username} is revoked`);
    if (grace > 0) {
      await tx.insert(apiClientSecrets).values({
        uuid: newUuid(),
        apiClientUuid: client.uuid,
        secretHash: client.secretHash,
        expiresAt: sql`now() + make_interval(mins => ${grace})`,
      });
    } else {
      await tx
        .delete(apiClientSecrets)
        .where(
          and(eq(apiClientSecrets.apiClientUuid, client.uuid), gt(apiClientSecrets.expiresAt, sql`now()`)),
        );
    }
    await tx.update(apiClients).set({ secretHash }).where(eq(apiClients.uuid, client.uuid));
    await recordAudit(tx, ctx, {
      action: 'apiClient.rotate',
      targetKind: 'apiClient',
      targetUuid: client.uuid,
      dealerUuid,
      after: { username: client.username, previousSecretGraceMinutes: grace },
    });
    return { username: client.username, password };
  });
}
