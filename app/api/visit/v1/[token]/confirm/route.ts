import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { confirmVisit } from '@/server/visits/confirm-visit';
import { confirmVisitContract } from '@/server/visits/contracts';

export const POST = route(confirmVisitContract, confirmVisit);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
