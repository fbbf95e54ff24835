import { createTransportOptionContract, listTransportOptionsContract } from '@/server/admin/contracts';
import { createTransportOption } from '@/server/admin/create-transport-option';
import { listTransportOptions } from '@/server/admin/list-transport-options';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(listTransportOptionsContract, listTransportOptions);
export const POST = route(createTransportOptionContract, createTransportOption);
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
