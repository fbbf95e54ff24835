import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { findFirstAvailableSlotContract } from '@/server/scheduling/contracts';
import { findFirstAvailableSlot } from '@/server/scheduling/find-first-available-slot';

export const POST = route(findFirstAvailableSlotContract, findFirstAvailableSlot);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
