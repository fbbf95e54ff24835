import { route } from '@/server/http/route';
import { listBrandYearsContract } from '@/server/scheduling/contracts';
import { listBrandYears } from '@/server/scheduling/list-brand-years';

export const POST = route(listBrandYearsContract, listBrandYears);
