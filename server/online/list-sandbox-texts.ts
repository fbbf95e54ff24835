import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { emailProvider, textProvider } from '../messaging/providers';
import { addressOf, contactOf } from './online-contact';
import { sandboxTextsTo } from './sandbox-outbox';

/**
 * GET /api/online/admin/v1/dealers/{dealerUuid}/sandbox-texts: the code texts (or code emails) the
 * sandbox provider took for a phone (or an email) in the last ten minutes (demos and tests). Not
 * found when a real provider sends them.
 */
export async function listSandboxTexts(
  ctx: UseCaseContext,
  input: { query: { phone?: string | null; email?: string | null } },
) {
  const { dealerUuid } = tenantOf(ctx);
  const contact = contactOf(input.query);
  const provider = contact.kind === 'phone' ? textProvider() : emailProvider();
  if (provider.name !== 'sandbox')
    throw new DomainError('NOT_FOUND', 'Codes go through a real provider; nothing is kept here');
  const texts = sandboxTextsTo({ dealerUuid, to: addressOf(contact), now: new Date() });
  return { texts: texts.map((t) => ({ to: t.to, body: t.body, sentAt: t.sentAt.toISOString() })) };
}
