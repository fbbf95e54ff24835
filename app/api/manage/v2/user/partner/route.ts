import { route } from '@/server/http/route';
import { createPartnerUserContract } from '@/server/users/contracts';
import { createPartnerUser } from '@/server/users/create-partner-user';

export const POST = route(createPartnerUserContract, createPartnerUser);
