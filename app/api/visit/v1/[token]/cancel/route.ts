import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { cancelVisit } from '@/server/visits/cancel-visit';
import { cancelVisitContract } from '@/server/visits/contracts';

export const POST = route(cancelVisitContract, cancelVisit);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
