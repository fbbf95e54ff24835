import { handleSmsStatusWebhook } from '@/server/messaging/twilio-webhooks';

export const POST = handleSmsStatusWebhook;
