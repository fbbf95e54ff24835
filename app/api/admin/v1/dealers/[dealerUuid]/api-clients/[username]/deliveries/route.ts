import { listWebhookDeliveriesContract } from '@/server/admin/contracts';
import { listWebhookDeliveries } from '@/server/admin/list-webhook-deliveries';
import { route } from '@/server/http/route';

export const GET = route(listWebhookDeliveriesContract, listWebhookDeliveries);
