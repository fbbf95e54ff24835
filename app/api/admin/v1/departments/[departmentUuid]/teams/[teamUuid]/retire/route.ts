import { retireTeamContract } from '@/server/admin/contracts';
import { retireTeam } from '@/server/admin/retire-team';
import { route } from '@/server/http/route';

export const POST = route(retireTeamContract, retireTeam);
