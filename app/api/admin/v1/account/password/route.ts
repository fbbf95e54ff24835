import { changeOwnPasswordOperation } from '@/server/admin/change-own-password';
import { changeOwnPasswordContract } from '@/server/admin/contracts';
import { route } from '@/server/http/route';

export const POST = route(changeOwnPasswordContract, changeOwnPasswordOperation);
