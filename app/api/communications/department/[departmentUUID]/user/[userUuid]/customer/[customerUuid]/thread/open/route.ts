import { openThreadContract } from '@/server/conversations/contracts';
import { openThread } from '@/server/conversations/open-thread';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(openThreadContract, openThread);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
