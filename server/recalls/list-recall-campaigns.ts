import { tenantOf, type UseCaseContext } from '../core/context';
import { campaignWire } from './campaign-wire';
import { findDealerCampaigns, findRepairOpcodes } from './recall-campaign-records';

/** GET /api/recalls/admin/v1/dealers/{dealerUuid}/campaigns: the dealer's campaigns and the opcodes that can repair one. */
export async function listRecallCampaigns(ctx: UseCaseContext, _input: unknown) {
  const { dealerUuid } = tenantOf(ctx);
  const [campaigns, repairOpcodes] = await Promise.all([
    findDealerCampaigns(ctx.db, dealerUuid),
    findRepairOpcodes(ctx.db, dealerUuid),
  ]);
  return { dealerUuid, campaigns: campaigns.map(campaignWire), repairOpcodes };
}
