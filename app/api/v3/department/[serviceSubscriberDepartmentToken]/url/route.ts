import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { createPaymentUrlContract, listPaymentUrlsContract } from '@/server/payments/contracts';
import { createPaymentLink } from '@/server/payments/create-payment-link';
import { listPaymentLinks } from '@/server/payments/list-payment-links';

export const POST = route(createPaymentUrlContract, createPaymentLink);
export const GET = route(listPaymentUrlsContract, listPaymentLinks);
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET', 'POST']);
