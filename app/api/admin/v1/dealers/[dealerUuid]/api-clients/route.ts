import { createApiClientContract, listApiClientsContract } from '@/server/admin/contracts';
import { createApiClient } from '@/server/admin/create-api-client';
import { listApiClients } from '@/server/admin/list-api-clients';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(listApiClientsContract, listApiClients);
export const POST = route(createApiClientContract, createApiClient);
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
