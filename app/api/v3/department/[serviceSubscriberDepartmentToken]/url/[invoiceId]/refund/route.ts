import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { refundPaymentContract } from '@/server/payments/contracts';
import { refundPayment } from '@/server/payments/refund-payment';

export const POST = route(refundPaymentContract, refundPayment);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
