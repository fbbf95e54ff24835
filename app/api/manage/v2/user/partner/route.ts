import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { createPartnerUserContract } from '@/server/users/contracts';
import { createPartnerUser } from '@/server/users/create-partner-user';

export const POST = route(createPartnerUserContract, createPartnerUser);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
