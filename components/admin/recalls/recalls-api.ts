import type { z } from 'zod';
import { requestJson } from '@/components/request-json';
import type * as s from '@/server/recalls/recall.schemas';

export type CampaignList = z.output<typeof s.campaignsResponse>;
export type Campaign = z.output<typeof s.campaignSchema>;
export type RepairOpcode = z.output<typeof s.repairOpcodeSchema>;
export type NewCampaignInput = z.input<typeof s.newCampaignBody>;

const base = (dealerUuid: string) =>
  `/api/recalls/admin/v1/dealers/${encodeURIComponent(dealerUuid)}/campaigns`;

/** The recall campaign administration, with the signed-in session's cookie. */
export const recallsAdminApi = {
  list: (dealerUuid: string) => requestJson<CampaignList>('GET', base(dealerUuid)),
  add: (dealerUuid: string, body: NewCampaignInput) => requestJson<Campaign>('POST', base(dealerUuid), body),
  close: (dealerUuid: string, campaignUuid: string) =>
    requestJson<Campaign>('POST', `${base(dealerUuid)}/${encodeURIComponent(campaignUuid)}/close`),
};

/** Under the administration's key, so every change in administration refreshes it. */
export const recallKeys = { list: (dealerUuid: string) => ['admin', 'recalls', dealerUuid] as const };
