import { replayWebhookDeliveryContract } from '@/server/admin/contracts';
import { replayWebhookDelivery } from '@/server/admin/replay-webhook-delivery';
import { route } from '@/server/http/route';

export const POST = route(replayWebhookDeliveryContract, replayWebhookDelivery);
