import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { getVacantSlotsContract } from '@/server/scheduling/contracts';
import { getVacantSlots } from '@/server/scheduling/get-vacant-slots';

export const POST = route(getVacantSlotsContract, getVacantSlots);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
