import { route } from '@/server/http/route';
import { listRolesContract } from '@/server/users/contracts';
import { listRoles } from '@/server/users/list-roles';

export const POST = route(listRolesContract, listRoles);
