import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { rescheduleVisitContract } from '@/server/visits/contracts';
import { rescheduleVisit } from '@/server/visits/reschedule-visit';

export const POST = route(rescheduleVisitContract, rescheduleVisit);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
