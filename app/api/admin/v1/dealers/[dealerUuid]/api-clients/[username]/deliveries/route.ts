import { listWebhookDeliveriesContract } from '@/server/admin/contracts';
import { listWebhookDeliveries } from '@/server/admin/list-webhook-deliveries';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(listWebhookDeliveriesContract, listWebhookDeliveries);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
