import { renameTransportOptionContract } from '@/server/admin/contracts';
import { renameTransportOption } from '@/server/admin/rename-transport-option';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const PATCH = route(renameTransportOptionContract, renameTransportOption);
export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods(['PATCH']);
