import { createTeamContract } from '@/server/admin/contracts';
import { createTeam } from '@/server/admin/create-team';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(createTeamContract, createTeam);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
