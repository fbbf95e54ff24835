import { recordAudit } from '../audit/record-audit';
import { tenantOf, type UseCaseContext } from '../core/context';
import { DomainError } from '../core/errors';
import { pipelinedTransaction } from '../db/pipelined-transaction';
import { newUuid } from '../ids';
import { campaignWire } from './campaign-wire';
import type { Campaign, NewCampaignBody } from './recall.schemas';
import { findDealerCampaign, findRepairOpcodes, insertCampaign } from './recall-campaign-records';

/**
 * POST /api/recalls/admin/v1/dealers/{dealerUuid}/campaigns: a campaign the dealership learnt of.
 * Its repair is an opcode of the dealer carrying the same recallId, so the visit's service line
 * names the recall the way the catalog does.
 */
export async function addRecallCampaign(
  ctx: UseCaseContext,
  input: { body: NewCampaignBody },
): Promise<Campaign> {
  const { dealerUuid } = tenantOf(ctx);
  const { body } = input;
  return pipelinedTransaction(ctx.db, async (tx) => {
    const repairs = await findRepairOpcodes(tx, dealerUuid);
    const repair = repairs.find((o) => o.operationUuid === body.operationUuid);
    if (!repair)
      throw new DomainError(
        'INCORRECT_OPCODE',
        `The dealer has no opcode ${body.operationUuid} with a recallId`,
      );
    if (repair.recallId.toLowerCase() !== body.oemRecallId.toLowerCase())
      throw new DomainError(
        'INCORRECT_OPCODE',
        `${repair.laborOpCode} repairs recall ${repair.recallId}, not ${body.oemRecallId}`,
      );
    const uuid = newUuid();
    const inserted = await insertCampaign(tx, {
      uuid,
      dealerUuid,
      departmentUuid: repair.departmentUuid,
      oemRecallId: body.oemRecallId,
      title: body.title,
      description: body.description ?? null,
      operationUuid: repair.operationUuid,
      vins: [...new Set(body.vins ?? [])],
      make: body.make || null,
      model: body.model || null,
      yearFrom: body.yearFrom ?? null,
      yearTo: body.yearTo ?? null,
    });
    if (!inserted)
      throw new DomainError(
        'RECALL_CAMPAIGN_EXISTS',
        `The dealership already has recall ${body.oemRecallId}`,
      );
    const saved = await findDealerCampaign(tx, { dealerUuid, campaignUuid: uuid });
    if (!saved) throw new Error(`campaign ${uuid} vanished after its insert`);
    const wire = campaignWire(saved);
    await recordAudit(tx, ctx, {
      action: 'recall-campaign.add',
      targetKind: 'recall-campaign',
      targetUuid: uuid,
      dealerUuid,
      after: wire,
    });
    return wire;
  });
}
