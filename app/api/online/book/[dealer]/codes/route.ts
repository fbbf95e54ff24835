import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { sendOnlineCodeContract } from '@/server/online/contracts';
import { sendOnlineCode } from '@/server/online/send-online-code';

export const POST = route(sendOnlineCodeContract, sendOnlineCode);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
