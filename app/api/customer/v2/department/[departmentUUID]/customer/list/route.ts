import { searchCustomersContract } from '@/server/customers/contracts';
import { searchCustomers } from '@/server/customers/search-customers';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(searchCustomersContract, searchCustomers);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
