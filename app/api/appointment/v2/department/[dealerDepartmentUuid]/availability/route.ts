import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { getAvailabilityContract } from '@/server/scheduling/contracts';
import { getAvailabilityAnswer } from '@/server/scheduling/get-availability-answer';

export const POST = route(getAvailabilityContract, getAvailabilityAnswer);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
