import { signOutEverywhereContract } from '@/server/admin/contracts';
import { signOutEverywhereOperation } from '@/server/admin/sign-out-everywhere';
import { route } from '@/server/http/route';

export const POST = route(signOutEverywhereContract, signOutEverywhereOperation);
