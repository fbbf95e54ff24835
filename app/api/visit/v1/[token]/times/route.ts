import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { listVisitTimesContract } from '@/server/visits/contracts';
import { listVisitTimes } from '@/server/visits/list-visit-times';

export const GET = route(listVisitTimesContract, listVisitTimes);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
