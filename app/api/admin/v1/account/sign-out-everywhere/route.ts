import { signOutEverywhereContract } from '@/server/admin/contracts';
import { signOutEverywhereOperation } from '@/server/admin/sign-out-everywhere';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(signOutEverywhereContract, signOutEverywhereOperation);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
