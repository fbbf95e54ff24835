import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { dealers, type PaymentLinkStatus, paymentAttempts, paymentInvoices } from '../db/schema';
import { env } from '../env';
import { seededUuid } from '../ids';
import { demoDealers, demoIds } from './demo-data';

const day = 24 * 60 * 60 * 1000;

type DemoLink = {
  n: number;
  status: PaymentLinkStatus;
  amountMinor: number;
  description: string;
  ageDays: number;
  lifeDays: number;
};

const demoLinks: DemoLink[] = [
  { n: 1, status: 'OPEN', amountMinor: 24_995, description: '60k mile service', ageDays: 0, lifeDays: 7 },
  {
    n: 2,
    status: 'PAID',
    amountMinor: 8_950,
    description: 'Oil change and rotation',
    ageDays: 2,
    lifeDays: 7,
  },
  { n: 3, status: 'EXPIRED', amountMinor: 41_200, description: 'Front brake pads', ageDays: 10, lifeDays: 3 },
];

/**
 * A few payment links per demo dealer (open, paid, expired) so the Payments page shows each state.
 * Idempotent: ids come from names and rows are inserted only when missing. Tokens are random even
 * here, so a demo link cannot be guessed from the public source.
 */
export async function seedDemoPayments(tx: Tx): Promise<void> {
  await seedDemoStripeDealer(tx);
  const now = Date.now();
  for (const d of demoDealers) {
    const advisor = d.advisors[0];
    if (!advisor) continue;
    for (const link of demoLinks) {
      const customer = d.customers[(link.n - 1) % d.customers.length];
      if (!customer) continue;
      const uuid = seededUuid(`payment-invoice:${d.key}:${link.n}`);
      const createdAt = new Date(now - link.ageDays * day);
      const paid = link.status === 'PAID';
      const inserted = await tx
        .insert(paymentInvoices)
        .values({
          uuid,
          token: randomBytes(32).toString('base64url'),
          dealerUuid: demoIds.dealer(d.key),
          departmentUuid: demoIds.department(d.key),
          customerUuid: demoIds.customer(d.key, customer.key),
          dealerAssociateUuid: demoIds.dealerAssociate(d.key, advisor.login),
          createdByKind: 'advisor',
          createdById: demoIds.user(advisor.login),
          createdByName: `${advisor.firstName} ${advisor.lastName}`,
          status: link.status,
          currency: 'USD',
          amountMinor: link.amountMinor,
          additionalCharges: [],
          totalMinor: link.amountMinor,
          paymentType: 'sale',
          paymentDescription: link.description,
          processedFor: 'SERVICE',
          paymentReceiptFormat: 'HTML',
          maxAttempts: 3,
          attemptCount: paid ? 1 : 0,
          language: 'en',
          orderRef: `RO-${1000 + link.n}`,
          flags: {
            footerToAdd: false,
            useMyKaarmaEmailPaymentRequest: false,
            useMyKaarmaTextPaymentRequest: false,
            useMyKaarmaEmailReceipt: false,
            useMyKaarmaTextPaymentReceipt: false,
          },
          request: { seeded: true },
          expiresAt: new Date(createdAt.getTime() + link.lifeDays * day),
          completedAt: paid ? new Date(createdAt.getTime() + 3_600_000) : null,
          cardBrand: paid ? 'VISA' : null,
          cardLast4: paid ? '4242' : null,
          createdAt,
        })
        .onConflictDoNothing()
        .returning({ uuid: paymentInvoices.uuid });
      if (inserted.length > 0 && paid) {
        await tx.insert(paymentAttempts).values({
          uuid: seededUuid(`payment-attempt:${d.key}:${link.n}`),
          invoiceUuid: uuid,
          dealerUuid: demoIds.dealer(d.key),
          processor: 'sandbox',
          processorReference: `sbx_ch_demo_${link.n}`,
          paymentType: 'sale',
          amountMinor: link.amountMinor,
          currency: 'USD',
          outcome: 'APPROVED',
          avsResult: 'U',
          cardBrand: 'VISA',
          cardLast4: '4242',
        });
      }
    }
  }
}

/** With DEMO_STRIPE_ACCOUNT (and Stripe configured) the second demo dealer shows the Stripe flow. */
async function seedDemoStripeDealer(tx: Tx): Promise<void> {
  const { DEMO_STRIPE_ACCOUNT: account, STRIPE_SECRET_KEY } = env();
  const dealer = demoDealers[1];
  if (!account || !STRIPE_SECRET_KEY || !dealer) return;
  await tx
    .update(dealers)
    .set({ paymentProcessor: 'stripe', stripeAccountId: account })
    .where(eq(dealers.uuid, demoIds.dealer(dealer.key)));
}
