import { route } from '@/server/http/route';
import { listDealersContract } from '@/server/users/contracts';
import { listDealers } from '@/server/users/list-dealers';

export const POST = route(listDealersContract, listDealers);
