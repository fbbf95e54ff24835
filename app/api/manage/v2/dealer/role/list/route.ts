import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { listRolesContract } from '@/server/users/contracts';
import { listRoles } from '@/server/users/list-roles';

export const POST = route(listRolesContract, listRoles);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
