import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { getHoursOfOperation } from '@/server/scheduling/get-hours-of-operation';
import { getHoursOfOperationContract } from '@/server/scheduling/hours-contracts';

export const GET = route(getHoursOfOperationContract, getHoursOfOperation);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
