import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { joinOnlineWaitlistContract } from '@/server/online/contracts';
import { joinOnlineWaitlist } from '@/server/online/join-online-waitlist';

export const POST = route(joinOnlineWaitlistContract, joinOnlineWaitlist);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
