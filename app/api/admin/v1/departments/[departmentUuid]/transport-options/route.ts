import { createTransportOptionContract } from '@/server/admin/contracts';
import { createTransportOption } from '@/server/admin/create-transport-option';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(createTransportOptionContract, createTransportOption);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
