import { deactivateUserContract } from '@/server/admin/contracts';
import { deactivateUser } from '@/server/admin/deactivate-user';
import { route } from '@/server/http/route';

export const POST = route(deactivateUserContract, deactivateUser);
