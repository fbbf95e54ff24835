import { rotateCallbackSecretContract } from '@/server/admin/contracts';
import { rotateCallbackSecret } from '@/server/admin/rotate-callback-secret';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(rotateCallbackSecretContract, rotateCallbackSecret);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
