import { unreadCountContract } from '@/server/conversations/contracts';
import { countUnreadMessages } from '@/server/conversations/count-unread-messages';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(unreadCountContract, countUnreadMessages);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
