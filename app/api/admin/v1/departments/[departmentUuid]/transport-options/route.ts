import { createTransportOptionContract } from '@/server/admin/contracts';
import { createTransportOption } from '@/server/admin/create-transport-option';
import { route } from '@/server/http/route';

export const POST = route(createTransportOptionContract, createTransportOption);
