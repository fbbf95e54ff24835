import { recordAudit } from '../audit/record-audit';
import { tenantOf, type UseCaseContext } from '../core/context';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { replaceEmbedOrigins, selectEmbedOrigins } from './embed-origin-records';
import { forgetFrameAncestors } from './frame-ancestors';

/** Replaces the dealership's list of websites allowed to embed its booking page (audited). */
export async function saveEmbedOrigins(ctx: UseCaseContext, input: { body: { origins: string[] } }) {
  const { dealerUuid } = tenantOf(ctx);
  const origins = [...new Set(input.body.origins)].sort();
  const saved = await pipelinedTransaction(ctx.db, async (tx) => {
    const before = await selectEmbedOrigins(tx, dealerUuid);
    await replaceEmbedOrigins(tx, dealerUuid, origins);
    await recordAudit(tx, ctx, {
      action: 'dealer.embedOrigins',
      targetKind: 'dealer',
      targetUuid: dealerUuid,
      dealerUuid,
      before: { origins: before },
      after: { origins },
    });
    return { origins };
  });
  forgetFrameAncestors(dealerUuid);
  return saved;
}
