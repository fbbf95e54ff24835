import { listConversationsContract } from '@/server/conversations/contracts';
import { listConversations } from '@/server/conversations/list-conversations';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(listConversationsContract, listConversations);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
