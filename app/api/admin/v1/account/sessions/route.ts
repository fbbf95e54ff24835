import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { listOwnSessionsContract } from '@/server/sessions/contracts';
import { listOwnSessions } from '@/server/sessions/list-own-sessions';

export const GET = route(listOwnSessionsContract, listOwnSessions);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
