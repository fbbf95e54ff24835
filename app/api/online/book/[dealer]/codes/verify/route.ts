import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { verifyOnlineCodeContract } from '@/server/online/contracts';
import { verifyOnlineCode } from '@/server/online/verify-online-code';

export const POST = route(verifyOnlineCodeContract, verifyOnlineCode);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
