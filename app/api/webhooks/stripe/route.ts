import { otherMethods } from '@/server/http/method-not-allowed';
import { handleStripeWebhook } from '@/server/http/stripe-webhook';

export const POST = handleStripeWebhook;
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
