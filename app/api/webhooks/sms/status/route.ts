import { otherMethods } from '@/server/http/method-not-allowed';
import { handleSmsStatusWebhook } from '@/server/http/sms-webhooks';

export const POST = handleSmsStatusWebhook;
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
