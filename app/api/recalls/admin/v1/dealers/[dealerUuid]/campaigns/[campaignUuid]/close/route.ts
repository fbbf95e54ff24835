import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { closeRecallCampaign } from '@/server/recalls/close-recall-campaign';
import { closeRecallCampaignContract } from '@/server/recalls/contracts';

export const POST = route(closeRecallCampaignContract, closeRecallCampaign);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
