import { route } from '@/server/http/route';
import { listTransportOptionsContract } from '@/server/scheduling/contracts';
import { listTransportOptions } from '@/server/scheduling/list-transport-options';

export const GET = route(listTransportOptionsContract, listTransportOptions);
