import { z } from 'zod';
import { text as storableText, textLimits } from '../core/text';

/*
 * Wire shapes of the online payment URL operation (spec "Payment URL request/response", wire-facts
 * §7) and of the public payment page's own API. Free of server imports: the advisor's form and the
 * payment page reuse them. Requests are lenient like existing partner clients (nulls accepted where
 * a value is optional, unknown keys dropped); values that need more than a type check (amounts,
 * URLs) are checked by the use case so that each gets its own error code.
 */

const text = (max: number) => storableText({ max }).nullish();

/** Allowed values the spec leaves open ("not shown"); documented in the OpenAPI description. */
export const paymentLanguages = ['en', 'es', 'fr'] as const;
export type PaymentLanguage = (typeof paymentLanguages)[number];
export const paymentCurrencies = ['USD', 'CAD'] as const;
export const paymentTypes = ['auth', 'sale'] as const;
export const processedForValues = ['SERVICE', 'PARTS', 'SALES', 'OTHER'] as const;
export const receiptFormats = ['HTML', 'TEXT'] as const;
export const booleanStrings = ['true', 'false'] as const;

export const paymentLimits = {
  /** 1 minute to 30 days; 7 days when ttl is left out. */
  minTtlMs: 60_000,
  maxTtlMs: 30 * 24 * 60 * 60 * 1000,
  defaultTtlMs: 7 * 24 * 60 * 60 * 1000,
  /** Retries after a declined attempt (wire-facts: retryCount ≤ 5); 2 when left out. */
  maxRetryCount: 5,
  defaultRetryCount: 2,
  /** Largest total of one link, in minor units ($99,999.99). */
  maxTotalMinor: 9_999_999,
  maxAdditionalCharges: 20,
} as const;

const bestTimeSchema = z.object({ startTime: text(20), endTime: text(20) });

export const paymentCustomerIdentifiersSchema = z.object({
  customerId: text(100).describe(
    'uuid of a customer of the dealer; when given the link is for that customer',
  ),
  customerKey: text(100).describe('Customer key in the DMS: an existing customer with this key is used'),
  campaignId: text(100),
  firstName: text(100),
  lastName: text(100),
  preferredCommunication: text(20),
  bestTimeToContact: bestTimeSchema.nullish(),
  emails: z
    .array(
      z.object({
        emailAddress: text(320),
        isPreferred: z.boolean().nullish(),
        label: text(30),
        okToEmail: z.boolean().nullish(),
      }),
    )
    .max(20)
    .nullish(),
  phoneNumbers: z
    .array(
      z.object({
        phoneNumber: text(40),
        isPreferred: z.boolean().nullish(),
        label: text(30),
        okToCall: z.boolean().nullish(),
        okToText: z.boolean().nullish(),
      }),
    )
    .max(20)
    .nullish(),
});

export const paymentFlagsSchema = z.object({
  footerToAdd: z.boolean().nullish().describe("true appends the department's footer to texts and emails"),
  useMyKaarmaEmailPaymentRequest: z.boolean().nullish().describe('true emails the link to the customer'),
  useMyKaarmaTextPaymentRequest: z.boolean().nullish().describe('true texts the link to the customer'),
  useMyKaarmaEmailReceipt: z.boolean().nullish().describe('true emails a receipt after payment'),
  useMyKaarmaTextPaymentReceipt: z.boolean().nullish().describe('true texts a receipt after payment'),
});

export const dealerAssociateIdentifierSchema = z.object({
  dealerAssociateId: text(100).describe(
    "uuid of a dealer associate of the department; left out: the signed-in advisor, else the department's default",
  ),
  dealerAssociateFirstName: text(100),
  dealerAssociateLastName: text(100),
  dealerAssociateEmail: text(320),
});

const booleanLike = z.union([z.enum(booleanStrings), z.boolean()]);

export const paymentDetailsSchema = z.object({
  amount: z.number().describe('Amount in currency units with at most 2 decimals, e.g. 125.5'),
  currency: z.enum(paymentCurrencies).nullish().describe('USD (default) or CAD'),
  paymentType: z
    .enum(paymentTypes)
    .nullish()
    .describe('sale (default) captures the payment; auth only authorizes it'),
  paymentDescription: text(500),
  additionalCharges: z
    .array(
      z.object({
        additionalChargeAmount: z.number(),
        additionalChargeDescription: storableText({ max: 200, min: 1, trim: true }),
      }),
    )
    .nullish()
    .describe('Added to amount; the customer pays the total'),
  preAuth: booleanLike
    .nullish()
    .describe('"true" authorizes only (same as paymentType auth; contradicting paymentType sale is refused)'),
  invoiceUrl: text(textLimits.url).describe('http(s) link to the invoice, shown on the payment page'),
  processedFor: z.enum(processedForValues).nullish().describe('SERVICE (default), PARTS, SALES or OTHER'),
  paymentReceiptFormat: z
    .enum(receiptFormats)
    .nullish()
    .describe(
      'HTML (default) or TEXT; stored with the invoice (receipts currently go out as plain-text emails)',
    ),
  requireSignature: booleanLike.nullish().describe('"true": the customer signs on the payment page'),
  retryCount: z
    .number()
    .int()
    .nullish()
    .describe('Attempts allowed after a declined one, 0 to 5 (default 2)'),
  signatureCoordinates: z
    .object({
      x: z.number().min(0),
      y: z.number().min(0),
      width: z.number().positive(),
      height: z.number().positive(),
      pageNumber: z.number().int().min(1),
    })
    .nullish()
    .describe(
      'Where the signature goes on the invoice document; stored with the invoice and the drawn signature',
    ),
  verifyAVS: z.boolean().nullish().describe('true: street and zip must match the card (AVS)'),
  verifyZipCode: z.boolean().nullish().describe('true: the billing zip code must match the card'),
});

export const paymentUrlRequestSchema = z.object({
  customerIdentifiers: paymentCustomerIdentifiersSchema,
  dealerAssociateIdentifier: dealerAssociateIdentifierSchema.nullish(),
  flags: paymentFlagsSchema.nullish(),
  paymentDetails: paymentDetailsSchema,
  cssRef: text(textLimits.url).describe('https stylesheet for the page; used only from allowlisted origins'),
  language: z
    .string()
    .regex(/^(en|es|fr)([-_][a-zA-Z]{2})?$/i, 'en, es or fr, optionally with a region such as es-US')
    .nullish()
    .describe('Language of the payment page and messages: en (default), es or fr'),
  clientSideRedirectUrl: text(textLimits.url).describe(
    'http(s) address the customer is sent to after paying',
  ),
  webHookUrl: text(textLimits.url).describe('http(s) address that receives the payment webhook'),
  orderRef: text(100),
  ttl: z.number().int().nullish().describe('Life of the link in milliseconds, 60000 to 2592000000 (7 days)'),
  saveCard: z.boolean().nullish().describe('true stores a processor token of the card for the customer'),
  byPass3DS: z.boolean().nullish().describe('Accepted and stored; the sandbox processor has no 3-D Secure'),
  address: z.object({ zipCode: text(20) }).nullish(),
});

export type PaymentUrlRequest = z.output<typeof paymentUrlRequestSchema>;

/** A link made for a visit (the advisor's appointment page): the customer is the visit's own. */
export const visitPaymentLinkRequestSchema = paymentUrlRequestSchema.omit({ customerIdentifiers: true });
export type VisitPaymentLinkRequest = z.output<typeof visitPaymentLinkRequestSchema>;
export type VisitPaymentLinkRequestInput = z.input<typeof visitPaymentLinkRequestSchema>;
export type PaymentUrlRequestInput = z.input<typeof paymentUrlRequestSchema>;

export const paymentErrorSchema = z.object({ errorCode: z.string(), errorDescription: z.string() });
export const paymentWarningSchema = z.object({ warningCode: z.string(), warningDescription: z.string() });
export type PaymentWarning = z.infer<typeof paymentWarningSchema>;

/** Payment envelope (wire-facts §1.3): error is null on success. */
export const paymentEnvelope = <T extends z.ZodRawShape>(payload: T) =>
  z.object({ error: paymentErrorSchema.nullable(), warnings: z.array(paymentWarningSchema), ...payload });

export const paymentUrlResponseSchema = paymentEnvelope({
  customerId: z.string(),
  invoiceId: z.string(),
  paymentUrl: z.string(),
});

export const paymentLinkStatuses = ['OPEN', 'PAID', 'DECLINED', 'EXPIRED', 'CANCELED', 'REFUNDED'] as const;
export type PaymentLinkStatusValue = (typeof paymentLinkStatuses)[number];

export const paymentLinkSummarySchema = z.object({
  invoiceId: z.string(),
  paymentUrl: z.string(),
  status: z.enum(paymentLinkStatuses),
  amount: z.number().describe('Total the customer pays, in currency units'),
  currency: z.string(),
  paymentType: z.enum(paymentTypes),
  paymentDescription: z.string().nullable(),
  orderRef: z.string().nullable(),
  customerId: z.string(),
  customerName: z.string(),
  appointmentUuid: z.string().nullable().describe('The visit the link was made for, if any'),
  createdBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  completedAt: z.string().nullable(),
  attemptCount: z.number().int(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
});
export type PaymentLinkSummary = z.infer<typeof paymentLinkSummarySchema>;

export const listPaymentLinksQuerySchema = z.object({
  status: z.enum(paymentLinkStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional().describe('At most this many, newest first (50)'),
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .optional()
    .describe('Links to skip, for the next page (0)'),
  search: storableText({ max: 100, trim: true })
    .optional()
    .describe("Part of the customer's name or email, or of the invoice reference (orderRef)"),
  appointmentUuid: storableText({ max: 100, min: 1, trim: true })
    .optional()
    .describe('Only the links made for this visit (appointment uuid)'),
  asOf: z.iso
    .datetime({ offset: true })
    .optional()
    .describe(
      'Only links created before this instant: pass the asOf of the first page with every further page, so links created meanwhile do not shift the pages',
    ),
});

export const paymentLinkListSchema = paymentEnvelope({
  paymentLinks: z.array(paymentLinkSummarySchema),
  totalCount: z.number().int().describe('Links matching status and search in all'),
  asOf: z.iso
    .datetime({ offset: true })
    .describe('The instant the list was taken at (the asOf asked for, or now): the cursor of the next pages'),
});

/** What the payment page submits. Card data passes through to the processor and is never stored. */
export const payInvoiceRequestSchema = z.object({
  cardholderName: storableText({ max: 100, min: 1, trim: true }),
  cardNumber: storableText({ max: 23, min: 12, trim: true }),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, 'MM/YY'),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, '3 or 4 digits'),
  zipCode: text(20),
  streetAddress: text(200),
  /** SVG path data of the drawn signature. */
  signature: storableText({ max: 50_000 }).nullish(),
});
export type PayInvoiceRequest = z.input<typeof payInvoiceRequestSchema>;

export const paymentOutcomes = ['APPROVED', 'DECLINED'] as const;

export const payInvoiceResponseSchema = paymentEnvelope({
  invoiceId: z.string(),
  status: z.enum(paymentOutcomes),
  declineCode: z.string().nullable(),
  declineReason: z.string().nullable(),
  attemptsRemaining: z.number().int(),
  cardBrand: z.string(),
  cardLast4: z.string(),
  redirectUrl: z.string().nullable(),
});
export type PayInvoiceResponse = z.infer<typeof payInvoiceResponseSchema>;
