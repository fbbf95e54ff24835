import { otherMethods } from '@/server/http/method-not-allowed';
import { handleSmsInboundWebhook } from '@/server/http/sms-webhooks';

export const POST = handleSmsInboundWebhook;
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
