import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { setOnlineShortNameContract } from '@/server/online/contracts';
import { setOnlineShortName } from '@/server/online/set-online-short-name';

export const PUT = route(setOnlineShortNameContract, setOnlineShortName);
export const { GET, POST, PATCH, DELETE, OPTIONS } = otherMethods(['PUT']);
