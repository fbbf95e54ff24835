import { inboxThreadsContract } from '@/server/conversations/contracts';
import { findInboxThreads } from '@/server/conversations/find-inbox-threads';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(inboxThreadsContract, findInboxThreads);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
