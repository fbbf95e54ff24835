import { getOwnAccountContract } from '@/server/admin/contracts';
import { getOwnAccount } from '@/server/admin/get-own-account';
import { route } from '@/server/http/route';

export const GET = route(getOwnAccountContract, getOwnAccount);
