import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { listEligibleAdvisorsContract } from '@/server/scheduling/contracts';
import { listEligibleAdvisors } from '@/server/scheduling/list-eligible-advisors';

export const GET = route(listEligibleAdvisorsContract, listEligibleAdvisors);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
