import { createMessageTemplateContract, listMessageTemplatesContract } from '@/server/admin/contracts';
import { createMessageTemplate } from '@/server/admin/create-message-template';
import { listMessageTemplates } from '@/server/admin/list-message-templates';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(listMessageTemplatesContract, listMessageTemplates);
export const POST = route(createMessageTemplateContract, createMessageTemplate);
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
