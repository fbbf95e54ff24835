import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { POST as startRoute } from '@/app/api/pay/[token]/checkout/route';
import { POST as payRoute } from '@/app/api/pay/[token]/route';
import { POST as cancelRoute } from '@/app/api/v3/department/[serviceSubscriberDepartmentToken]/url/[invoiceId]/cancel/route';
import { POST as captureRoute } from '@/app/api/v3/department/[serviceSubscriberDepartmentToken]/url/[invoiceId]/capture/route';
import { POST as refundRoute } from '@/app/api/v3/department/[serviceSubscriberDepartmentToken]/url/[invoiceId]/refund/route';
import { GET as detailRoute } from '@/app/api/v3/department/[serviceSubscriberDepartmentToken]/url/[invoiceId]/route';
import { POST as createRoute } from '@/app/api/v3/department/[serviceSubscriberDepartmentToken]/url/route';
import { POST as webhookRoute } from '@/app/api/webhooks/stripe/route';
import { publicOrigin } from '../../server/core/public-origin';
import { db } from '../../server/db/client';
import { paymentAttempts, paymentInvoices, processorEvents, webhookDeliveries } from '../../server/db/schema';
import { overrideEnvForTests } from '../../server/env';
import { stopJobs } from '../../server/jobs/boss';
import { reconcileStripeCheckouts } from '../../server/payments/stripe/reconcile-stripe-checkouts';
import { adminCli, adminCliFails } from '../admin-cli';
import { createTenantPair } from '../auth-matrix';
import { callRoute } from '../call-route';
import { type FakeStripe, startFakeStripe } from '../fake-stripe';
import { createFullAccessClient, type TestClient, type TestTenant } from '../fixtures';

type Body = Record<string, unknown>;

const webhookSecret = 'whsec_test_servicebay_fake_secret';
const account = 'acct_1TestDealer01';
let fake: FakeStripe;
let own: TestTenant;
let client: TestClient;
const signer = new Stripe('sk_test_signer_only');

async function newLink(details: Body = {}, overrides: Body = {}) {
  const res = await callRoute(createRoute, {
    path: `/api/v3/department/${own.departmentUuid}/url`,
    params: { serviceSubscriberDepartmentToken: own.departmentUuid },
    authorization: client.authorization,
    body: {
      customerIdentifiers: { firstName: 'Dana', lastName: `Payer${randomBytes(3).toString('hex')}` },
      paymentDetails: { amount: 125.5, paymentType: 'sale', paymentDescription: 'Brake pads', ...details },
      orderRef: `RO-${randomBytes(3).toString('hex')}`,
      clientSideRedirectUrl: 'https://partner.example.com/thanks',
      webHookUrl: 'https://partner.example.com/hooks',
      ttl: 7_200_000,
      ...overrides,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    token: String(res.body.paymentUrl).split('/pay/')[1] as string,
    invoiceId: String(res.body.invoiceId),
  };
}

const pressPay = (token: string, body: Body = {}) =>
  callRoute(startRoute, { path: `/api/pay/${token}/checkout`, params: { token }, body });

async function invoice(invoiceId: string) {
  const [row] = await db().select().from(paymentInvoices).where(eq(paymentInvoices.uuid, invoiceId));
  if (!row) throw new Error(`no invoice ${invoiceId}`);
  return row;
}

function sendEvent(
  type: string,
  object: Body,
  options: { secret?: string; timestamp?: number; id?: string } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${randomBytes(10).toString('hex')}`,
    object: 'event',
    type,
    account,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret,
    timestamp: options.timestamp,
  });
  return callRoute(webhookRoute, {
    path: '/api/webhooks/stripe',
    rawBody: payload,
    headers: { 'stripe-signature': header, 'content-type': 'application/json' },
  });
}

/** A link whose Checkout Session exists at the fake: its id and the link. */
async function linkWithSession(details: Body = {}, overrides: Body = {}) {
  const link = await newLink(details, overrides);
  const started = await pressPay(link.token);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const sessionId = String((await invoice(link.invoiceId)).checkoutSessionId);
  return { ...link, sessionId };
}

beforeAll(async () => {
  fake = await startFakeStripe();
  overrideEnvForTests({
    STRIPE_SECRET_KEY: 'sk_test_servicebay_fake',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: fake.base,
  });
  ({ own } = await createTenantPair());
  client = await createFullAccessClient(own);
  const set = await adminCli(
    inject('databaseUrl'),
    ...['dealer', 'payments', '--dealer', own.dealerUuid, '--processor', 'stripe'],
    ...['--stripe-account', account],
  );
  expect(set).toEqual({ dealerUuid: own.dealerUuid, processor: 'stripe', stripeAccount: account });
});

afterAll(async () => {
  await stopJobs();
  await fake.close();
});

describe('dealer payment settings', () => {
  it('refuses a malformed account id, stripe without an account, and an unknown dealer', async () => {
    const url = inject('databaseUrl');
    const payments = ['dealer', 'payments', '--dealer'];
    const bad = await adminCliFails(
      url,
      ...payments,
      own.dealerUuid,
      '--processor',
      'stripe',
      '--stripe-account',
      'acc_1',
    );
    expect(bad).toMatchObject({ code: 1, stderr: expect.stringContaining('INVALID_PAYMENT_PROCESSOR') });
    const none = await adminCliFails(url, ...payments, own.dealerUuid, '--processor', 'stripe');
    expect(none).toMatchObject({ code: 1, stderr: expect.stringContaining('INVALID_PAYMENT_PROCESSOR') });
    const unknown = await adminCliFails(
      url,
      ...payments,
      '00000000-0000-4000-8000-000000000000',
      '--processor',
      'sandbox',
    );
    expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining('INVALID_DEALER_UUID') });
    expect(await adminCliFails(url, 'dealer', 'payments', '--dealer')).toMatchObject({ code: 2 });
    // Four command-line processes, each waited for until it exits: on a loaded 2-core machine one
    // start (tsx compiling the CLI) takes several seconds.
  }, 120_000);
});

describe('Stripe Checkout behind a payment link', () => {
  it('creates one session per link on the connected account with the amount, capture, expiry, URLs and references', async () => {
    const before = fake.requests.length;
    const link = await newLink({ paymentType: 'auth', preAuth: 'true' }, { saveCard: true });
    const first = await pressPay(link.token);
    const second = await pressPay(link.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ invoiceId: link.invoiceId, processor: 'stripe' });
    expect(first.body.redirectUrl).toMatch(new RegExp(`^${fake.base}/checkout/cs_test_`));
    expect(second.body.redirectUrl).toBe(first.body.redirectUrl);

    const creates = fake.requests.slice(before).filter((r) => r.path === '/v1/checkout/sessions');
    expect(creates).toHaveLength(1);
    const [create] = creates;
    const row = await invoice(link.invoiceId);
    expect(create?.account).toBe(account);
    expect(create?.idempotencyKey).toBe(`checkout-${link.invoiceId}-1`);
    const page = `${publicOrigin()}/pay/${link.token}`;
    expect(create?.body).toMatchObject({
      mode: 'payment',
      line_items: { '0': { quantity: '1', price_data: { currency: 'usd', unit_amount: '12550' } } },
      payment_intent_data: {
        capture_method: 'manual',
        setup_future_usage: 'off_session',
        metadata: { invoiceId: link.invoiceId },
      },
      success_url: `${page}?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: page,
      client_reference_id: link.invoiceId,
      metadata: { invoiceId: link.invoiceId, orderRef: row.orderRef },
    });
    const expiresAt = Number(create?.body.expires_at) * 1000;
    expect(expiresAt).toBeLessThanOrEqual(row.expiresAt.getTime());
    expect(expiresAt).toBeGreaterThanOrEqual(Date.now() + 30 * 60_000);
    expect(row.checkoutSessionId).toMatch(/^cs_test_/);
  });

  it('a sale captures at once and keeps the card for nobody; a long link gets a session of at most 24 hours', async () => {
    const before = fake.requests.length;
    const link = await newLink({}, { ttl: 3 * 24 * 3_600_000 });
    await pressPay(link.token);
    const create = fake.requests.slice(before).find((r) => r.path === '/v1/checkout/sessions');
    expect(create?.body.payment_intent_data).toMatchObject({ capture_method: 'automatic' });
    expect(create?.body.payment_intent_data).not.toHaveProperty('setup_future_usage');
    const expiresAt = Number(create?.body.expires_at) * 1000;
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    expect(expiresAt).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });

  it('refuses card data for a dealership on Stripe, before reading it', async () => {
    const link = await newLink();
    const res = await callRoute(payRoute, {
      path: `/api/pay/${link.token}`,
      params: { token: link.token },
      body: { cardholderName: 'Dana', cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' },
    });
    expect(res.status).toBe(422);
    expect((res.body.error as Body).errorCode).toBe('CARD_DATA_NOT_ACCEPTED');
    expect(
      await db().select().from(paymentAttempts).where(eq(paymentAttempts.invoiceUuid, link.invoiceId)),
    ).toEqual([]);
  });
});

describe('Stripe webhooks', () => {
  it('a completed session pays the link once, tells the partner, and a duplicate changes nothing', async () => {
    const link = await linkWithSession();
    const session = fake.completeSession(link.sessionId, { brand: 'mastercard', last4: '4444' });
    const id = `evt_${randomBytes(8).toString('hex')}`;
    const res = await sendEvent('checkout.session.completed', session, { id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ received: true, duplicate: false, outcome: 'PAID' });
    const row = await invoice(link.invoiceId);
    expect(row).toMatchObject({
      status: 'PAID',
      capturedMinor: 12550,
      cardBrand: 'MASTERCARD',
      cardLast4: '4444',
    });
    expect(row.processorPaymentId).toMatch(/^pi_/);

    const again = await sendEvent('checkout.session.completed', session, { id });
    expect(again.body).toMatchObject({ duplicate: true });
    expect(
      await db().select().from(paymentAttempts).where(eq(paymentAttempts.invoiceUuid, link.invoiceId)),
    ).toHaveLength(1);
    const deliveries = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.reference, link.invoiceId));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]?.payload).toMatchObject({
      status: 'APPROVED',
      linkStatus: 'PAID',
      cardLast4: '4444',
      processorReference: row.processorPaymentId,
    });
    const [stored] = await db().select().from(processorEvents).where(eq(processorEvents.id, id));
    expect(stored).toMatchObject({
      type: 'checkout.session.completed',
      account,
      invoiceUuid: link.invoiceId,
      outcome: 'PAID',
    });
    expect((stored?.payload as { data: Body } | undefined)?.data.object).toMatchObject({
      id: link.sessionId,
    });
  });

  it('a wrong secret or a stale timestamp is a 400 and stores nothing', async () => {
    const link = await linkWithSession();
    const session = fake.completeSession(link.sessionId);
    const id = `evt_${randomBytes(8).toString('hex')}`;
    const wrong = await sendEvent('checkout.session.completed', session, {
      id,
      secret: 'whsec_someone_else_entirely',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('content-type')).toContain('application/json');
    const stale = await sendEvent('checkout.session.completed', session, {
      id,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(stale.status).toBe(400);
    expect(await db().select().from(processorEvents).where(eq(processorEvents.id, id))).toEqual([]);
    expect((await invoice(link.invoiceId)).status).toBe('OPEN');
  });

  it('a refund reported before the payment leaves the link REFUNDED, never PAID', async () => {
    const link = await linkWithSession();
    const session = fake.completeSession(link.sessionId);
    const charge = fake.refundCharge(link.sessionId, 12550);
    expect((await sendEvent('charge.refunded', charge)).body).toMatchObject({ outcome: 'REFUNDED' });
    expect((await invoice(link.invoiceId)).status).toBe('REFUNDED');
    await sendEvent('checkout.session.completed', session);
    const row = await invoice(link.invoiceId);
    expect(row).toMatchObject({ status: 'REFUNDED', refundedMinor: 12550, capturedMinor: 12550 });
  });

  it('a partial refund keeps the link paid with the amount refunded, and an older total never lowers it', async () => {
    const link = await linkWithSession();
    await sendEvent('checkout.session.completed', fake.completeSession(link.sessionId));
    const first = fake.refundCharge(link.sessionId, 2000);
    const second = fake.refundCharge(link.sessionId, 550);
    await sendEvent('charge.refunded', second);
    await sendEvent('charge.refunded', first);
    expect(await invoice(link.invoiceId)).toMatchObject({ status: 'PAID', refundedMinor: 2550 });
  });

  it('an expired session frees the link for a new session; a failed payment counts one attempt', async () => {
    const link = await linkWithSession();
    const failed = {
      id: `pi_${randomBytes(6).toString('hex')}`,
      object: 'payment_intent',
      metadata: { invoiceId: link.invoiceId },
      last_payment_error: {
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        payment_method: { card: { brand: 'visa', last4: '9995' } },
      },
    };
    expect((await sendEvent('payment_intent.payment_failed', failed)).body.outcome).toMatch(
      /^DECLINED: INSUFFICIENT_FUNDS/,
    );
    expect(await invoice(link.invoiceId)).toMatchObject({ status: 'OPEN', attemptCount: 1 });

    const expired = await sendEvent('checkout.session.expired', fake.expireSession(link.sessionId));
    expect(expired.body.outcome).toMatch(/^SESSION_EXPIRED/);
    expect(await invoice(link.invoiceId)).toMatchObject({ status: 'OPEN', checkoutSessionId: null });
    const again = await pressPay(link.token);
    expect(again.body.redirectUrl).not.toContain(link.sessionId);
    expect((await invoice(link.invoiceId)).checkoutIdempotencyKey).toBe(`checkout-${link.invoiceId}-2`);
  });

  it("ignores an event from another account than the dealership's", async () => {
    const link = await linkWithSession();
    const payload = JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      account: 'acct_1SomeoneElse99',
      data: { object: fake.completeSession(link.sessionId) },
    });
    const header = signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const res = await callRoute(webhookRoute, {
      path: '/api/webhooks/stripe',
      rawBody: payload,
      headers: { 'stripe-signature': header },
    });
    expect(res.body.outcome).toMatch(/^IGNORED/);
    expect((await invoice(link.invoiceId)).status).toBe('OPEN');
  });
});

describe('reconciliation', () => {
  it('settles a session paid at Stripe whose webhook never came, and expires a link past its ttl', async () => {
    const paid = await linkWithSession();
    fake.completeSession(paid.sessionId);
    const late = await linkWithSession({}, { ttl: 3_600_000 });
    const result = await reconcileStripeCheckouts(db(), new Date(Date.now() + 2 * 3_600_000));
    expect(result.failed).toBe(0);
    expect(await invoice(paid.invoiceId)).toMatchObject({ status: 'PAID', capturedMinor: 12550 });
    expect(fake.requests.some((r) => r.path === `/v1/checkout/sessions/${late.sessionId}/expire`)).toBe(true);
    expect((await invoice(late.invoiceId)).checkoutSessionId).toBeNull();
  });
});

describe("advisors' actions", () => {
  const linkPath = (invoiceId: string, action = '') => ({
    path: `/api/v3/department/${own.departmentUuid}/url/${invoiceId}${action}`,
    params: { serviceSubscriberDepartmentToken: own.departmentUuid, invoiceId },
    authorization: client.authorization,
  });

  it('captures an authorization, refunds part and then the rest, exactly, with the event history', async () => {
    const link = await linkWithSession({ paymentType: 'auth', preAuth: 'true' });
    await sendEvent('checkout.session.completed', fake.completeSession(link.sessionId));
    const captured = await callRoute(captureRoute, { ...linkPath(link.invoiceId, '/capture'), body: {} });
    expect(captured.status, JSON.stringify(captured.body)).toBe(200);
    expect(captured.body).toMatchObject({ capturedMinor: 12550, refundableMinor: 12550, canCapture: false });
    expect(fake.requests.at(-1)).toMatchObject({
      path: expect.stringMatching(/^\/v1\/payment_intents\/pi_.*\/capture$/),
      account,
    });

    const part = await callRoute(refundRoute, {
      ...linkPath(link.invoiceId, '/refund'),
      body: { amountMinor: 1001 },
    });
    expect(part.body).toMatchObject({ status: 'PAID', refundedMinor: 1001, refundableMinor: 11549 });
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/refunds', account, body: { amount: '1001' } });
    const tooMuch = await callRoute(refundRoute, {
      ...linkPath(link.invoiceId, '/refund'),
      body: { amountMinor: 11550 },
    });
    expect((tooMuch.body.error as Body).errorCode).toBe('INVALID_REFUND_AMOUNT');
    const rest = await callRoute(refundRoute, { ...linkPath(link.invoiceId, '/refund'), body: {} });
    expect(rest.body).toMatchObject({ status: 'REFUNDED', refundedMinor: 12550, refundableMinor: 0 });

    const detail = await callRoute(detailRoute, linkPath(link.invoiceId));
    expect((detail.body.events as Array<{ type: string }>).map((e) => e.type)).toEqual([
      'checkout.session.created',
      'checkout.session.completed',
      'payment.captured',
      'payment.refunded',
      'payment.refunded',
    ]);
  });

  it('cancels an unpaid link and expires its session at Stripe; a paid one cannot be canceled', async () => {
    const link = await linkWithSession();
    const canceled = await callRoute(cancelRoute, { ...linkPath(link.invoiceId, '/cancel'), body: {} });
    expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
    expect(canceled.body.status).toBe('CANCELED');
    expect(fake.sessions.get(link.sessionId)?.status).toBe('expired');
    expect((await pressPay(link.token)).status).toBe(422);

    const again = await callRoute(cancelRoute, { ...linkPath(link.invoiceId, '/cancel'), body: {} });
    expect((again.body.error as Body).errorCode).toBe('PAYMENT_LINK_NOT_CANCELABLE');
  });
});
