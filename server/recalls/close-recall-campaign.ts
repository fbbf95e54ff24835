import { recordAudit } from '../audit/record-audit';
import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { campaignWire } from './campaign-wire';
import type { Campaign } from './recall.schemas';
import { closeCampaign, findDealerCampaign } from './recall-campaign-records';

/**
 * POST /api/recalls/admin/v1/dealers/{dealerUuid}/campaigns/{campaignUuid}/close: customers are no
 * longer offered the recall; the campaign stays listed, closed, for the visits that named it.
 */
export async function closeRecallCampaign(
  ctx: UseCaseContext,
  input: { params: { campaignUuid: string } },
): Promise<Campaign> {
  const { dealerUuid } = tenantOf(ctx);
  const { campaignUuid } = input.params;
  return pipelinedTransaction(ctx.db, async (tx) => {
    const closed = await closeCampaign(tx, { dealerUuid, campaignUuid, now: new Date() });
    const campaign = await findDealerCampaign(tx, { dealerUuid, campaignUuid });
    if (!campaign)
      throw new DomainError(
        'RECALL_CAMPAIGN_NOT_FOUND',
        `The dealership has no recall campaign ${campaignUuid}`,
      );
    if (closed)
      await recordAudit(tx, ctx, {
        action: 'recall-campaign.close',
        targetKind: 'recall-campaign',
        targetUuid: campaignUuid,
        dealerUuid,
      });
    return campaignWire(campaign);
  });
}
