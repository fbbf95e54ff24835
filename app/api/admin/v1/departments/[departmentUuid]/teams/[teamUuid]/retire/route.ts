import { retireTeamContract } from '@/server/admin/contracts';
import { retireTeam } from '@/server/admin/retire-team';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(retireTeamContract, retireTeam);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
