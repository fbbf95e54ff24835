import { getDealerContract, updateDealerProfileContract } from '@/server/admin/contracts';
import { getDealer } from '@/server/admin/get-dealer';
import { updateDealerProfile } from '@/server/admin/update-dealer-profile';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(getDealerContract, getDealer);
export const PATCH = route(updateDealerProfileContract, updateDealerProfile);
export const { POST, PUT, DELETE, OPTIONS } = otherMethods(['GET', 'PATCH']);
