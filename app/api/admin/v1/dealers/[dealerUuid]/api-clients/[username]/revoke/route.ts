import { revokeApiClientContract } from '@/server/admin/contracts';
import { revokeApiClient } from '@/server/admin/revoke-api-client';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(revokeApiClientContract, revokeApiClient);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
