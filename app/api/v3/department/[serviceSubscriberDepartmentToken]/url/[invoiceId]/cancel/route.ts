import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { cancelPaymentLink } from '@/server/payments/cancel-payment-link';
import { cancelPaymentLinkContract } from '@/server/payments/contracts';

export const POST = route(cancelPaymentLinkContract, cancelPaymentLink);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
