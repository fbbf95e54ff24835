import { threadContextContract } from '@/server/conversations/contracts';
import { getThreadContext } from '@/server/conversations/get-thread-context';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(threadContextContract, getThreadContext);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
