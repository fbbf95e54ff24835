import { searchCustomersContract } from '@/server/customers/contracts';
import { searchCustomers } from '@/server/customers/search-customers';
import { route } from '@/server/http/route';

export const GET = route(searchCustomersContract, searchCustomers);
