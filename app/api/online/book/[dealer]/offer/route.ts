import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { getOnlineOfferContract } from '@/server/online/contracts';
import { getOnlineOffer } from '@/server/online/get-online-offer';

export const GET = route(getOnlineOfferContract, getOnlineOffer);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
