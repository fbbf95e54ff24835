import { setDriverContract } from '@/server/admin/contracts';
import { setDriver } from '@/server/admin/set-driver';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const PUT = route(setDriverContract, setDriver);
export const { GET, POST, PATCH, DELETE, OPTIONS } = otherMethods(['PUT']);
