import { retireTransportOptionContract } from '@/server/admin/contracts';
import { retireTransportOption } from '@/server/admin/retire-transport-option';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(retireTransportOptionContract, retireTransportOption);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
