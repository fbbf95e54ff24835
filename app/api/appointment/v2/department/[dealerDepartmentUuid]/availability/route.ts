import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { getAvailabilityContract } from '@/server/scheduling/contracts';
import { getAvailability } from '@/server/scheduling/get-availability';

export const POST = route(getAvailabilityContract, getAvailability);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
