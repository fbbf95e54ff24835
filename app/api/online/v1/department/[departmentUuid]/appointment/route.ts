import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { bookPartnerOnline } from '@/server/online/book-partner-online';
import { bookPartnerOnlineContract } from '@/server/online/contracts';

export const POST = route(bookPartnerOnlineContract, bookPartnerOnline);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
