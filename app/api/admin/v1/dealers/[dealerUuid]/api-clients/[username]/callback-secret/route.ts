import { rotateCallbackSecretContract } from '@/server/admin/contracts';
import { rotateCallbackSecret } from '@/server/admin/rotate-callback-secret';
import { route } from '@/server/http/route';

export const POST = route(rotateCallbackSecretContract, rotateCallbackSecret);
