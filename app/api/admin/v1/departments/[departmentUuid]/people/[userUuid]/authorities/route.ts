import { setMessagingAuthoritiesContract } from '@/server/admin/contracts';
import { setMessagingAuthorities } from '@/server/admin/set-messaging-authorities';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(setMessagingAuthoritiesContract, setMessagingAuthorities);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
