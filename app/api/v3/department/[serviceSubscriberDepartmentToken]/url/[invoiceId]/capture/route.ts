import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { capturePayment } from '@/server/payments/capture-payment';
import { capturePaymentContract } from '@/server/payments/contracts';

export const POST = route(capturePaymentContract, capturePayment);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
