import { createDealerContract, listAdministeredDealersContract } from '@/server/admin/contracts';
import { createDealer } from '@/server/admin/create-dealer';
import { listAdministeredDealers } from '@/server/admin/list-administered-dealers';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(listAdministeredDealersContract, listAdministeredDealers);
export const POST = route(createDealerContract, createDealer);
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
