import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { updateAuthoritiesContract } from '@/server/users/contracts';
import { updateAuthorities } from '@/server/users/update-authorities';

export const POST = route(updateAuthoritiesContract, updateAuthorities);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
