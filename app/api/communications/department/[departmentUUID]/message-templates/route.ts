import { listMessageTemplates } from '@/server/admin/list-message-templates';
import { departmentTemplatesContract } from '@/server/conversations/contracts';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(departmentTemplatesContract, listMessageTemplates);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
