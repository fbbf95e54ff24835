import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { payInvoiceContract } from '@/server/payments/contracts';
import { payInvoice } from '@/server/payments/pay-invoice';

export const POST = route(payInvoiceContract, payInvoice);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
