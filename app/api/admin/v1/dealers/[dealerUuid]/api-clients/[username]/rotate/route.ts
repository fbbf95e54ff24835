import { rotateApiClientSecretContract } from '@/server/admin/contracts';
import { rotateApiClientSecret } from '@/server/admin/rotate-api-client-secret';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(rotateApiClientSecretContract, rotateApiClientSecret);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
