import { createTeamContract, listTeamsContract } from '@/server/admin/contracts';
import { createTeam } from '@/server/admin/create-team';
import { listTeams } from '@/server/admin/list-teams';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(listTeamsContract, listTeams);
export const POST = route(createTeamContract, createTeam);
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
