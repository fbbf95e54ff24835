import { saveCustomerContract, saveCustomerPutContract } from '@/server/customers/contracts';
import { saveCustomer } from '@/server/customers/save-customer';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(saveCustomerContract, saveCustomer);
export const PUT = route(saveCustomerPutContract, saveCustomer);
export const { GET, PATCH, DELETE, OPTIONS } = otherMethods(['POST', 'PUT']);
