import { addTeamMember } from '@/server/admin/add-team-member';
import { addTeamMemberContract, removeTeamMemberContract } from '@/server/admin/contracts';
import { removeTeamMember } from '@/server/admin/remove-team-member';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const PUT = route(addTeamMemberContract, addTeamMember);
export const DELETE = route(removeTeamMemberContract, removeTeamMember);
export const { GET, POST, PATCH, OPTIONS } = otherMethods(['PUT', 'DELETE']);
