import { rotateApiClientSecretContract } from '@/server/admin/contracts';
import { rotateApiClientSecret } from '@/server/admin/rotate-api-client-secret';
import { route } from '@/server/http/route';

export const POST = route(rotateApiClientSecretContract, rotateApiClientSecret);
