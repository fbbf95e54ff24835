import { changeOwnPasswordOperation } from '@/server/admin/change-own-password';
import { changeOwnPasswordContract } from '@/server/admin/contracts';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(changeOwnPasswordContract, changeOwnPasswordOperation);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
