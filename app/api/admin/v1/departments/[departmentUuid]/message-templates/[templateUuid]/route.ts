import { deleteMessageTemplateContract, updateMessageTemplateContract } from '@/server/admin/contracts';
import { deleteMessageTemplate } from '@/server/admin/delete-message-template';
import { updateMessageTemplate } from '@/server/admin/update-message-template';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const PATCH = route(updateMessageTemplateContract, updateMessageTemplate);
export const DELETE = route(deleteMessageTemplateContract, deleteMessageTemplate);
export const { GET, POST, PUT, OPTIONS } = otherMethods(['PATCH', 'DELETE']);
