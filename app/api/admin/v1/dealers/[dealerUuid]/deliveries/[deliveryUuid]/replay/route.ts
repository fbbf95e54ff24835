import { replayWebhookDeliveryContract } from '@/server/admin/contracts';
import { replayWebhookDelivery } from '@/server/admin/replay-webhook-delivery';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(replayWebhookDeliveryContract, replayWebhookDelivery);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
