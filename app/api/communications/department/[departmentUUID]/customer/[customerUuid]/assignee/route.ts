import { assignThread } from '@/server/conversations/assign-thread';
import { assignThreadContract } from '@/server/conversations/contracts';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const PUT = route(assignThreadContract, assignThread);
export const { GET, POST, PATCH, DELETE, OPTIONS } = otherMethods(['PUT']);
