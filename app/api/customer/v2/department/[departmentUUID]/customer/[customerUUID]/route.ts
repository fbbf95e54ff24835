import { getCustomerContract, updateCustomerContract } from '@/server/customers/contracts';
import { getCustomer } from '@/server/customers/get-customer';
import { updateCustomer } from '@/server/customers/update-customer';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(getCustomerContract, getCustomer);
export const PUT = route(updateCustomerContract, updateCustomer);
export const { POST, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'PUT']);
