import { retireTransportOptionContract } from '@/server/admin/contracts';
import { retireTransportOption } from '@/server/admin/retire-transport-option';
import { route } from '@/server/http/route';

export const POST = route(retireTransportOptionContract, retireTransportOption);
