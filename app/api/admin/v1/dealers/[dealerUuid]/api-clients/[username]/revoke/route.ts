import { revokeApiClientContract } from '@/server/admin/contracts';
import { revokeApiClient } from '@/server/admin/revoke-api-client';
import { route } from '@/server/http/route';

export const POST = route(revokeApiClientContract, revokeApiClient);
