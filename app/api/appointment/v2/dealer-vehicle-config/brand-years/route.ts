import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { listBrandYearsContract } from '@/server/scheduling/contracts';
import { listBrandYears } from '@/server/scheduling/list-brand-years';

export const POST = route(listBrandYearsContract, listBrandYears);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
