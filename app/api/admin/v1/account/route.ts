import { getOwnAccountContract } from '@/server/admin/contracts';
import { getOwnAccount } from '@/server/admin/get-own-account';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(getOwnAccountContract, getOwnAccount);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
