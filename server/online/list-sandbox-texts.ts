import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { textProvider } from '../messaging/providers';
import { sandboxTextsTo } from './sandbox-outbox';
import { phoneOf } from './send-online-code';

/**
 * GET /api/online/admin/v1/dealers/{dealerUuid}/sandbox-texts: the code texts the sandbox provider
 * took for a phone in the last ten minutes (demos and tests). Not found when a real provider sends.
 */
export async function listSandboxTexts(ctx: UseCaseContext, input: { query: { phone: string } }) {
  const { dealerUuid } = tenantOf(ctx);
  if (textProvider().name !== 'sandbox')
    throw new DomainError('NOT_FOUND', 'Texts go through a real provider; nothing is kept here');
  const to = phoneOf(input.query.phone);
  const texts = sandboxTextsTo({ dealerUuid, to, now: new Date() });
  return { texts: texts.map((t) => ({ to: t.to, body: t.body, sentAt: t.sentAt.toISOString() })) };
}
