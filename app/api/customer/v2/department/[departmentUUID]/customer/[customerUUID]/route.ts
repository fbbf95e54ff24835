import { getCustomerContract, updateCustomerContract } from '@/server/customers/contracts';
import { getCustomer } from '@/server/customers/get-customer';
import { updateCustomer } from '@/server/customers/update-customer';
import { route } from '@/server/http/route';

export const GET = route(getCustomerContract, getCustomer);
export const PUT = route(updateCustomerContract, updateCustomer);
