import { setMessagingAuthoritiesContract } from '@/server/admin/contracts';
import { setMessagingAuthorities } from '@/server/admin/set-messaging-authorities';
import { route } from '@/server/http/route';

export const POST = route(setMessagingAuthoritiesContract, setMessagingAuthorities);
