import { renameTransportOptionContract } from '@/server/admin/contracts';
import { renameTransportOption } from '@/server/admin/rename-transport-option';
import { route } from '@/server/http/route';

export const PATCH = route(renameTransportOptionContract, renameTransportOption);
