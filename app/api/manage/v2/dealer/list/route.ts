import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { listDealersContract } from '@/server/users/contracts';
import { listDealers } from '@/server/users/list-dealers';

export const POST = route(listDealersContract, listDealers);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
