import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { endOwnSessionContract } from '@/server/sessions/contracts';
import { endOwnSession } from '@/server/sessions/end-own-session';

export const DELETE = route(endOwnSessionContract, endOwnSession);
export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods(['DELETE']);
