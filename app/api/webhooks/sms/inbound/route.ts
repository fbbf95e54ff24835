import { handleSmsInboundWebhook } from '@/server/messaging/twilio-webhooks';

export const POST = handleSmsInboundWebhook;
