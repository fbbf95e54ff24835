import { createTeamContract } from '@/server/admin/contracts';
import { createTeam } from '@/server/admin/create-team';
import { route } from '@/server/http/route';

export const POST = route(createTeamContract, createTeam);
