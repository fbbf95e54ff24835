import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { listTransportOptionsContract } from '@/server/scheduling/contracts';
import { listTransportOptions } from '@/server/scheduling/list-transport-options';

export const GET = route(listTransportOptionsContract, listTransportOptions);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
