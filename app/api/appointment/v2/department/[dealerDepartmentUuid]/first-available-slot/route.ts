import { route } from '@/server/http/route';
import { findFirstAvailableSlotContract } from '@/server/scheduling/contracts';
import { findFirstAvailableSlot } from '@/server/scheduling/find-first-available-slot';

export const POST = route(findFirstAvailableSlotContract, findFirstAvailableSlot);
