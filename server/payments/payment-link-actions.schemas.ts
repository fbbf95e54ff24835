import { z } from 'zod';
import { text } from '../core/text';
import { paymentEnvelope } from './payment.schemas';

/** Shapes of starting a payment (the invoice page's Pay) and of the advisors' actions on a link. */

export const startCheckoutRequestSchema = z.object({
  /** SVG path data of the signature drawn on the invoice page, when the link asks for one. */
  signature: text({ max: 50_000 }).nullish(),
});
export type StartCheckoutRequest = z.input<typeof startCheckoutRequestSchema>;

export const startCheckoutResponseSchema = paymentEnvelope({
  invoiceId: z.string().max(64),
  processor: z.enum(['sandbox', 'stripe']),
  /** Where to send the customer: the processor's payment page. */
  redirectUrl: z.string().max(2000),
});
export type StartCheckoutResponse = z.infer<typeof startCheckoutResponseSchema>;

export const refundRequestSchema = z.object({
  /** In minor units (cents); omitted: everything captured and not yet refunded. */
  amountMinor: z.number().int().min(1).max(9_999_999).nullish(),
});

const eventSchema = z.object({
  id: z.string().max(255),
  type: z.string().max(100),
  outcome: z.string().max(200).nullable(),
  receivedAt: z.string().max(40),
});

const attemptSchema = z.object({
  transactionId: z.string().max(64),
  outcome: z.string().max(20),
  declineCode: z.string().max(50).nullable(),
  processorReference: z.string().max(255).nullable(),
  cardBrand: z.string().max(20),
  cardLast4: z.string().max(4),
  createdAt: z.string().max(40),
});

export const paymentLinkDetailSchema = paymentEnvelope({
  invoiceId: z.string().max(64),
  status: z.enum(['OPEN', 'PAID', 'DECLINED', 'EXPIRED', 'CANCELED', 'REFUNDED']),
  paymentType: z.enum(['auth', 'sale']),
  currency: z.string().max(3),
  totalMinor: z.number().int(),
  capturedMinor: z.number().int(),
  refundedMinor: z.number().int(),
  processor: z.enum(['sandbox', 'stripe']),
  checkoutSessionId: z.string().max(255).nullable(),
  processorPaymentId: z.string().max(255).nullable(),
  canCapture: z.boolean(),
  refundableMinor: z.number().int(),
  canCancel: z.boolean(),
  attempts: z.array(attemptSchema),
  events: z.array(eventSchema),
});
export type PaymentLinkDetail = z.infer<typeof paymentLinkDetailSchema>;
