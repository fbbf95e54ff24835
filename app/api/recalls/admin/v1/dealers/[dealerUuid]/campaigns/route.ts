import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { addRecallCampaign } from '@/server/recalls/add-recall-campaign';
import { addRecallCampaignContract, listRecallCampaignsContract } from '@/server/recalls/contracts';
import { listRecallCampaigns } from '@/server/recalls/list-recall-campaigns';

export const GET = route(listRecallCampaignsContract, listRecallCampaigns);
export const POST = route(addRecallCampaignContract, addRecallCampaign);
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
