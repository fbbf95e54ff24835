import { renameTeamContract } from '@/server/admin/contracts';
import { renameTeam } from '@/server/admin/rename-team';
import { route } from '@/server/http/route';

export const PATCH = route(renameTeamContract, renameTeam);
