import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { bookOnline } from '@/server/online/book-online';
import { bookOnlineContract } from '@/server/online/contracts';

export const POST = route(bookOnlineContract, bookOnline);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
