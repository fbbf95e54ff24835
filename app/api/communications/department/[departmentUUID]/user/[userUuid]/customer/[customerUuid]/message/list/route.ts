import { listConversationsContract } from '@/server/conversations/contracts';
import { listConversations } from '@/server/conversations/list-conversations';
import { route } from '@/server/http/route';

export const POST = route(listConversationsContract, listConversations);
