import { deactivateUserContract } from '@/server/admin/contracts';
import { deactivateUser } from '@/server/admin/deactivate-user';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(deactivateUserContract, deactivateUser);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
