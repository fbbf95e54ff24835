import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { findPartnerOnlineTimesContract } from '@/server/online/contracts';
import { findPartnerOnlineTimes } from '@/server/online/find-partner-online-times';

export const POST = route(findPartnerOnlineTimesContract, findPartnerOnlineTimes);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
