import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { findOnlineRecalls } from '@/server/online/find-online-recalls';
import { findOnlineRecallsContract } from '@/server/online/recall-contracts';

export const POST = route(findOnlineRecallsContract, findOnlineRecalls);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
