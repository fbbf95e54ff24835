import { z } from 'zod';
import { defineContract } from '../core/contract';
import { manageEnvelope, pathId } from '../core/envelopes';
import type { ErrorCode } from '../core/error-codes';
import {
  customerWithVehiclesSchema,
  getCustomerQuerySchema,
  saveCustomerRequestSchema,
  saveCustomerResultSchema,
  searchCustomersQuerySchema,
  searchCustomersResultSchema,
} from './customer.schemas';

const tag = 'Customers';
const authErrors: ErrorCode[] = [
  'NO_AUTHENTICATION_PROVIDED',
  'UNAUTHORIZED',
  'INVALID_AUTHORITY_KEY_IN_REQUEST',
  'FORBIDDEN',
] as const;
const saveErrors: ErrorCode[] = [
  ...authErrors,
  'INVALID_REQUEST',
  'MALFORMED_JSON',
  'INVALID_DEPT_UUID',
  'CUSTOMER_NAME_REQUIRED',
  'INVALID_VEHICLE',
  'CUSTOMER_KEY_CONFLICT',
] as const;

const departmentParams = z.object({ departmentUUID: pathId });
const customerParams = z.object({ departmentUUID: pathId, customerUUID: pathId });
const inDepartment = (scope: 'customer.update' | 'customer.search') => ({
  scope,
  level: 'DEPARTMENT' as const,
  tenants: ({ params }: { params: { departmentUUID: string } }) => [
    { departmentUuid: params.departmentUUID },
  ],
});

const saveDescription = [
  "Creates a customer of the department's dealer, or updates one. Use it with searchForDuplicate true to obtain the customer and vehicle uuids needed for booking; this is the only supported way.",
  'customer.customerUuid names the customer to update; it must belong to the dealer, else INVALID_CUSTOMER_UUID and nothing is saved.',
  'Without it and with searchForDuplicate true, the customer with the same customerKey is updated, else one sharing a phone number or email with the same last name (or company); with no match a new customer is created.',
  'Updating merges: values sent replace stored ones, values left out or null are kept, phones, emails and vehicles (matched by VIN, else vehicleKey) are added.',
  'firstName and lastName are required unless isBusiness is true with a company. A vehicle needs a vin, or vehicleMake, vehicleModel and vehicleYear.',
  'Phone numbers are stored in E.164 (a 10-digit number is read as a US number); an invalid phone or email is skipped with a warning (INCORRECT_PHONE_FORMAT, INCORRECT_EMAIL_FORMAT, EMPTY_PHONE_NUMBER, EMPTY_EMAIL, NO_VALID_PHONE_FOUND, NO_VALID_EMAIL_FOUND).',
  'A phone number added here has optInStatus NONE; this API never changes the opt-in status of a stored number.',
  'At most one phone and one email are preferred: the first sent with isPreferred, else the one already preferred, else the first.',
  'addresses and dealerUUIDList are accepted for compatibility and not stored.',
].join(' ');

const saveCustomer = {
  path: '/api/customer/v2/department/{departmentUUID}/customer',
  summary: 'Create a customer, or update the matching one (searchForDuplicate)',
  description: saveDescription,
  tag,
  family: 'customer' as const,
  auth: inDepartment('customer.update'),
  params: departmentParams,
  body: saveCustomerRequestSchema,
  response: manageEnvelope(saveCustomerResultSchema),
  errors: [...saveErrors, 'INVALID_CUSTOMER_UUID'] as const,
};

export const saveCustomerContract = defineContract({
  ...saveCustomer,
  operationId: 'saveCustomer',
  method: 'POST',
});

export const saveCustomerPutContract = defineContract({
  ...saveCustomer,
  operationId: 'saveCustomerPut',
  method: 'PUT',
  summary: 'Create or update a customer (PUT form kept for older clients)',
  description: `Same as POST on this path. ${saveDescription}`,
  deprecated: true,
});

export const updateCustomerContract = defineContract({
  operationId: 'updateCustomer',
  method: 'PUT',
  path: '/api/customer/v2/department/{departmentUUID}/customer/{customerUUID}',
  summary: 'Update a customer',
  description:
    'Same body and merge rules as the save operation; the customer is the one in the path (customer.customerUuid of the body is ignored). A customer of another dealer is CUSTOMER_NOT_FOUND.',
  tag,
  family: 'customer',
  auth: inDepartment('customer.update'),
  params: customerParams,
  body: saveCustomerRequestSchema,
  response: manageEnvelope(saveCustomerResultSchema),
  errors: [...saveErrors, 'CUSTOMER_NOT_FOUND'],
});

export const getCustomerContract = defineContract({
  operationId: 'getCustomer',
  method: 'GET',
  path: '/api/customer/v2/department/{departmentUUID}/customer/{customerUUID}',
  summary: 'Read a customer with phones, emails and vehicles',
  description:
    "The preferred phone and email come first. Customers are shared by the departments of a dealer; another dealer's customer is CUSTOMER_NOT_FOUND.",
  tag,
  family: 'customer',
  auth: inDepartment('customer.search'),
  params: customerParams,
  query: getCustomerQuerySchema,
  response: manageEnvelope({ customerWithVehicles: customerWithVehiclesSchema }),
  errors: [...authErrors, 'INVALID_REQUEST', 'INVALID_DEPT_UUID', 'CUSTOMER_NOT_FOUND'],
});

export const searchCustomersContract = defineContract({
  operationId: 'searchCustomers',
  method: 'GET',
  path: '/api/customer/v2/department/{departmentUUID}/customer/list',
  summary: "Search the dealer's customers",
  description:
    'Case-insensitive partial match of the words of searchTerm against the fields to be searched (fname, lname, company, customerKey, communications.commValue = email addresses and phone numbers, vehicles.vin). A term that looks like a phone number matches stored numbers whatever its punctuation. Results are ordered by last name (or company) and first name. No match is a 200 with matchingCount 0 and warning NO_CUSTOMER_FOUND.',
  tag,
  family: 'customer',
  auth: inDepartment('customer.search'),
  params: departmentParams,
  query: searchCustomersQuerySchema,
  response: manageEnvelope(searchCustomersResultSchema),
  errors: [...authErrors, 'INVALID_REQUEST', 'INVALID_DEPT_UUID', 'INVALID_SEARCH_TERM'],
});
