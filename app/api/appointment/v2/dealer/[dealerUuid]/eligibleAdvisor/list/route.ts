import { route } from '@/server/http/route';
import { listEligibleAdvisorsContract } from '@/server/scheduling/contracts';
import { listEligibleAdvisors } from '@/server/scheduling/list-eligible-advisors';

export const GET = route(listEligibleAdvisorsContract, listEligibleAdvisors);
