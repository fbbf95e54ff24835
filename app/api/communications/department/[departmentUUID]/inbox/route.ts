import { inboxThreadsContract } from '@/server/conversations/contracts';
import { findInboxThreads } from '@/server/conversations/find-inbox-threads';
import { route } from '@/server/http/route';

export const GET = route(inboxThreadsContract, findInboxThreads);
