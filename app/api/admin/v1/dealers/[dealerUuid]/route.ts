import { getDealerContract, updateDealerProfileContract } from '@/server/admin/contracts';
import { getDealer } from '@/server/admin/get-dealer';
import { updateDealerProfile } from '@/server/admin/update-dealer-profile';
import { route } from '@/server/http/route';

export const GET = route(getDealerContract, getDealer);
export const PATCH = route(updateDealerProfileContract, updateDealerProfile);
