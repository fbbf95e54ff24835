import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { findOnlineTimesContract } from '@/server/online/contracts';
import { findOnlineTimes } from '@/server/online/find-online-times';

export const POST = route(findOnlineTimesContract, findOnlineTimes);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
