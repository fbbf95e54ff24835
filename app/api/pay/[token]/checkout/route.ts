import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { startCheckoutContract } from '@/server/payments/contracts';
import { startCheckout } from '@/server/payments/start-checkout';

export const POST = route(startCheckoutContract, startCheckout);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
