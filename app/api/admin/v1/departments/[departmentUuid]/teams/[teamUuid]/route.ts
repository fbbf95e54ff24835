import { renameTeamContract } from '@/server/admin/contracts';
import { renameTeam } from '@/server/admin/rename-team';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const PATCH = route(renameTeamContract, renameTeam);
export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods(['PATCH']);
