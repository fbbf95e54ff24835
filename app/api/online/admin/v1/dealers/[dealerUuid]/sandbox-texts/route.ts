import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { listSandboxTextsContract } from '@/server/online/contracts';
import { listSandboxTexts } from '@/server/online/list-sandbox-texts';

export const GET = route(listSandboxTextsContract, listSandboxTexts);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
