import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { findPartnerOnlineRecalls } from '@/server/online/find-partner-online-recalls';
import { findPartnerOnlineRecallsContract } from '@/server/online/recall-contracts';

export const GET = route(findPartnerOnlineRecallsContract, findPartnerOnlineRecalls);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
