import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { getPaymentLinkContract } from '@/server/payments/contracts';
import { getPaymentLinkDetail } from '@/server/payments/get-payment-link-detail';

export const GET = route(getPaymentLinkContract, getPaymentLinkDetail);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
