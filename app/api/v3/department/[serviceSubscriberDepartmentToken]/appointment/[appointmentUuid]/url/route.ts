import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { createVisitPaymentLinkContract } from '@/server/payments/contracts';
import { createVisitPaymentLink } from '@/server/payments/create-visit-payment-link';

export const POST = route(createVisitPaymentLinkContract, createVisitPaymentLink);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
