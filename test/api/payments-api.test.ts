import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as payRoute } from '@/app/api/pay/[token]/route';
import {
  POST as createRoute,
  GET as listRoute,
} from '@/app/api/v3/department/[serviceSubscriberDepartmentToken]/url/route';
import { db } from '../../server/db/client';
import {
  apiClients,
  customers,
  dealers,
  departments,
  messages,
  paymentAttempts,
  paymentInvoices,
  paymentNotifications,
  savedCardTokens,
  webhookDeliveries,
} from '../../server/db/schema';
import { overrideEnvForTests } from '../../server/env';
import { stopJobs } from '../../server/jobs/boss';
import { deliverWebhook } from '../../server/partner-webhooks/deliver-webhook';
import { getPaymentPage } from '../../server/payments/get-payment-page';
import {
  payInvoiceResponseSchema,
  paymentLinkListSchema,
  paymentUrlResponseSchema,
} from '../../server/payments/payment.schemas';
import { queues } from '../../server/queue/queues';
import { createTenantPair, describeAuthMatrix } from '../auth-matrix';
import { type CallResult, callRoute } from '../call-route';
import { createFullAccessClient, createTestApiClient, type TestClient, type TestTenant } from '../fixtures';
import { processJobsNow } from '../process-jobs-now';

type Body = Record<string, unknown>;
type Warning = { warningCode: string; warningDescription: string };

let own: TestTenant;
let other: TestTenant;
let client: TestClient;

const tenants = () => ({ own, other });
const suffix = () => randomBytes(4).toString('hex');
const urlPath = (t: TestTenant) => `/api/v3/department/${t.departmentUuid}/url`;
const paymentErrorCode = (body: Record<string, unknown>) =>
  (body.error as { errorCode?: string } | null)?.errorCode;
const warningCodes = (res: CallResult) => (res.body.warnings as Warning[]).map((w) => w.warningCode);

/** A payment URL request as a partner sends one: every documented field present. */
function paymentRequest(overrides: Body = {}, details: Body = {}): Body {
  return {
    customerIdentifiers: {
      customerKey: null,
      campaignId: null,
      customerId: null,
      firstName: 'Dana',
      lastName: `Payer${suffix()}`,
      emails: [
        { emailAddress: `dana-${suffix()}@example.com`, isPreferred: true, label: 'HOME', okToEmail: true },
      ],
      phoneNumbers: [
        {
          phoneNumber: `312${String(2000000 + Math.floor(Math.random() * 7999999))}`,
          isPreferred: true,
          label: 'CELL',
          okToCall: true,
          okToText: true,
        },
      ],
      bestTimeToContact: { startTime: '09:00', endTime: '17:00' },
      preferredCommunication: 'text',
    },
    flags: {
      footerToAdd: false,
      useMyKaarmaEmailPaymentRequest: false,
      useMyKaarmaTextPaymentRequest: false,
      useMyKaarmaEmailReceipt: false,
      useMyKaarmaTextPaymentReceipt: false,
    },
    dealerAssociateIdentifier: null,
    paymentDetails: {
      amount: 125.5,
      currency: 'USD',
      paymentType: 'sale',
      paymentDescription: 'Brake pads and rotors',
      additionalCharges: [{ additionalChargeAmount: 12.25, additionalChargeDescription: 'Shop supplies' }],
      preAuth: 'false',
      invoiceUrl: 'https://dms.example.com/invoices/RO-1001.pdf',
      processedFor: 'SERVICE',
      paymentReceiptFormat: 'HTML',
      requireSignature: 'false',
      retryCount: 2,
      signatureCoordinates: { x: 10, y: 20, width: 200, height: 50, pageNumber: 1 },
      verifyAVS: false,
      verifyZipCode: false,
      ...details,
    },
    cssRef: null,
    language: 'en',
    clientSideRedirectUrl: 'https://partner.example.com/thanks',
    webHookUrl: null,
    orderRef: `RO-${suffix()}`,
    ttl: 3_600_000,
    saveCard: false,
    byPass3DS: false,
    address: { zipCode: '60601' },
    ...overrides,
  };
}

function createLink(body: Body, options: { tenant?: TestTenant; as?: TestClient } = {}) {
  const tenant = options.tenant ?? own;
  return callRoute(createRoute, {
    path: urlPath(tenant),
    params: { serviceSubscriberDepartmentToken: tenant.departmentUuid },
    authorization: (options.as ?? client).authorization,
    body,
  });
}

const tokenOf = (res: CallResult) => String(res.body.paymentUrl).split('/pay/')[1] as string;

/** The payment page's call: no credentials at all. */
function pay(token: string, card: Body = {}) {
  return callRoute(payRoute, {
    path: `/api/pay/${token}`,
    params: { token },
    body: {
      cardholderName: 'Dana Payer',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      zipCode: null,
      streetAddress: null,
      signature: null,
      ...card,
    },
  });
}

async function invoiceRow(invoiceId: unknown) {
  const [row] = await db()
    .select()
    .from(paymentInvoices)
    .where(eq(paymentInvoices.uuid, String(invoiceId)));
  return row;
}

async function newLink(overrides: Body = {}, details: Body = {}) {
  const res = await createLink(paymentRequest(overrides, details));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { res, token: tokenOf(res), invoiceId: String(res.body.invoiceId) };
}

type Received = { headers: http.IncomingHttpHeaders; body: string };
const received: Received[] = [];
let receiverAnswer = 200;
let receiver: http.Server;
let receiverBase = '';

beforeAll(async () => {
  ({ own, other } = await createTenantPair());
  client = await createFullAccessClient(own);
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.statusCode = receiverAnswer;
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverBase = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await stopJobs();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('payment URL: authentication and scope matrix', () => {
  describeAuthMatrix(
    {
      name: 'create payment URL',
      handler: createRoute,
      scope: 'payment.all',
      level: 'DEPARTMENT',
      call: (t) => ({
        path: urlPath(t),
        params: { serviceSubscriberDepartmentToken: t.departmentUuid },
        body: paymentRequest(),
      }),
      errorCode: paymentErrorCode,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'list payment URLs',
      handler: listRoute,
      scope: 'payment.all',
      level: 'DEPARTMENT',
      call: (t) => ({ path: urlPath(t), params: { serviceSubscriberDepartmentToken: t.departmentUuid } }),
      errorCode: paymentErrorCode,
    },
    tenants,
  );

  it('a payment.all grant for one department cannot create links in another department', async () => {
    const departmentClient = await createTestApiClient([
      {
        scope: 'payment.all',
        level: 'DEPARTMENT',
        dealerUuid: own.dealerUuid,
        departmentUuid: own.departmentUuid,
      },
    ]);
    const res = await createLink(paymentRequest(), { tenant: other, as: departmentClient });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ errorCode: 'FORBIDDEN', errorDescription: expect.any(String) });
    expect(
      await db()
        .select()
        .from(paymentInvoices)
        .where(eq(paymentInvoices.departmentUuid, other.departmentUuid)),
    ).toEqual([]);
  });

  it('an unknown department is a 400 INVALID_DEPT_UUID in the payment error shape', async () => {
    const res = await callRoute(createRoute, {
      path: '/api/v3/department/nope/url',
      params: { serviceSubscriberDepartmentToken: 'nope' },
      authorization: client.authorization,
      body: paymentRequest(),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { errorCode: 'INVALID_DEPT_UUID', errorDescription: expect.any(String) },
      warnings: [],
    });
  });
});

describe('payment URL: creating a link', () => {
  it('stores the whole request exactly and answers customerId, invoiceId and a public paymentUrl', async () => {
    const body = paymentRequest();
    const res = await createLink(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(paymentUrlResponseSchema.parse(res.body)).toEqual({
      error: null,
      warnings: [],
      customerId: expect.any(String),
      invoiceId: expect.any(String),
      paymentUrl: expect.stringMatching(/^http:\/\/localhost:3000\/pay\/[A-Za-z0-9_-]{43}$/),
    });
    const row = await invoiceRow(res.body.invoiceId);
    expect(row).toMatchObject({
      departmentUuid: own.departmentUuid,
      dealerUuid: own.dealerUuid,
      customerUuid: res.body.customerId,
      status: 'OPEN',
      amountMinor: 12550,
      additionalCharges: [{ amountMinor: 1225, description: 'Shop supplies' }],
      totalMinor: 13775,
      currency: 'USD',
      paymentType: 'sale',
      maxAttempts: 3,
      language: 'en',
      billingZipCode: '60601',
      redirectUrl: 'https://partner.example.com/thanks',
      invoiceUrl: 'https://dms.example.com/invoices/RO-1001.pdf',
      signatureCoordinates: { x: 10, y: 20, width: 200, height: 50, pageNumber: 1 },
      orderRef: body.orderRef,
      createdByKind: 'apiClient',
      createdByName: client.username,
      dealerAssociateUuid: own.defaultDealerAssociateUuid,
    });
    expect(row?.request).toEqual(body);
    const lifeMs = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifeMs - 3_600_000)).toBeLessThan(5_000);
    const [customer] = await db()
      .select()
      .from(customers)
      .where(eq(customers.uuid, String(res.body.customerId)));
    expect(customer?.dealerUuid).toBe(own.dealerUuid);
  });

  it('uses the customer named by customerId, and the same customer again for the same customerKey', async () => {
    const first = await createLink(paymentRequest({}, {}));
    const byId = await createLink(
      paymentRequest({ customerIdentifiers: { customerId: first.body.customerId } }),
    );
    expect(byId.status, JSON.stringify(byId.body)).toBe(200);
    expect(byId.body.customerId).toBe(first.body.customerId);

    const customerKey = `KEY-${suffix()}`;
    const keyed = await createLink(
      paymentRequest({ customerIdentifiers: { customerKey, firstName: 'Kim', lastName: 'Keyed' } }),
    );
    const again = await createLink(
      paymentRequest({ customerIdentifiers: { customerKey, firstName: 'Kim', lastName: 'Keyed' } }),
    );
    expect(again.body.customerId).toBe(keyed.body.customerId);
    expect(again.body.invoiceId).not.toBe(keyed.body.invoiceId);
  });

  it('records the dealer associate named in the request', async () => {
    const res = await createLink(
      paymentRequest({ dealerAssociateIdentifier: { dealerAssociateId: own.advisor.dealerAssociateUuid } }),
    );
    expect((await invoiceRow(res.body.invoiceId))?.dealerAssociateUuid).toBe(own.advisor.dealerAssociateUuid);
  });

  it('defaults: sale, USD, en, 7 days, 2 retries; preAuth "true" makes an authorization', async () => {
    const res = await createLink({
      customerIdentifiers: { firstName: 'Min', lastName: `Imal${suffix()}` },
      paymentDetails: { amount: 10, preAuth: 'true' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await invoiceRow(res.body.invoiceId);
    expect(row).toMatchObject({
      paymentType: 'auth',
      currency: 'USD',
      language: 'en',
      maxAttempts: 3,
      totalMinor: 1000,
    });
    const lifeMs = (row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifeMs - 7 * 24 * 3_600_000)).toBeLessThan(5_000);
  });

  it.each([
    ['amount with 3 decimals', {}, { amount: 10.005 }, 'INVALID_AMOUNT', /at most 2 decimals/],
    ['zero amount', {}, { amount: 0 }, 'INVALID_AMOUNT', /greater than 0/],
    ['negative amount', {}, { amount: -5 }, 'INVALID_AMOUNT', /greater than 0/],
    ['amount as a string', {}, { amount: '10.00' }, 'INVALID_REQUEST', /paymentDetails\.amount/],
    ['total above the limit', {}, { amount: 99_999.99 }, 'INVALID_AMOUNT', /at most 99999\.99/],
    [
      'additional charge with 3 decimals',
      {},
      { additionalCharges: [{ additionalChargeAmount: 1.999, additionalChargeDescription: 'Fee' }] },
      'INVALID_AMOUNT',
      /additionalCharges\[0\]/,
    ],
    [
      'additional charge without description',
      {},
      { additionalCharges: [{ additionalChargeAmount: 1, additionalChargeDescription: '' }] },
      'INVALID_REQUEST',
      /additionalChargeDescription/,
    ],
    ['unknown currency', {}, { currency: 'EUR' }, 'INVALID_REQUEST', /paymentDetails\.currency/],
    ['unknown paymentType', {}, { paymentType: 'capture' }, 'INVALID_REQUEST', /paymentDetails\.paymentType/],
    [
      'preAuth true with sale',
      {},
      { preAuth: 'true', paymentType: 'sale' },
      'INVALID_PAYMENT_TYPE',
      /preAuth/,
    ],
    ['preAuth not a boolean', {}, { preAuth: 'yes' }, 'INVALID_REQUEST', /paymentDetails\.preAuth/],
    [
      'requireSignature not a boolean',
      {},
      { requireSignature: 'maybe' },
      'INVALID_REQUEST',
      /requireSignature/,
    ],
    ['unknown processedFor', {}, { processedFor: 'CARWASH' }, 'INVALID_REQUEST', /processedFor/],
    [
      'unknown receipt format',
      {},
      { paymentReceiptFormat: 'PDF' },
      'INVALID_REQUEST',
      /paymentReceiptFormat/,
    ],
    ['retryCount above 5', {}, { retryCount: 6 }, 'INVALID_RETRY_COUNT', /between 0 and 5/],
    ['retryCount not whole', {}, { retryCount: 1.5 }, 'INVALID_REQUEST', /retryCount/],
    ['invoiceUrl not http', {}, { invoiceUrl: 'ftp://dms.example.com/x' }, 'INVALID_URL', /invoiceUrl/],
    [
      'signature coordinates negative',
      {},
      { signatureCoordinates: { x: -1, y: 0, width: 1, height: 1, pageNumber: 1 } },
      'INVALID_REQUEST',
      /signatureCoordinates\.x/,
    ],
    ['ttl of zero', { ttl: 0 }, {}, 'INVALID_TTL', /milliseconds/],
    ['ttl above 30 days', { ttl: 31 * 24 * 3_600_000 }, {}, 'INVALID_TTL', /30 days/],
    ['ttl not whole', { ttl: 1000.5 }, {}, 'INVALID_REQUEST', /ttl/],
    ['webHookUrl not a URL', { webHookUrl: 'not a url' }, {}, 'INVALID_URL', /webHookUrl/],
    [
      'webHookUrl with credentials',
      { webHookUrl: 'https://u:p@hooks.example.com/x' },
      {},
      'INVALID_URL',
      /webHookUrl/,
    ],
    [
      'redirect to javascript:',
      { clientSideRedirectUrl: 'javascript:alert(1)' },
      {},
      'INVALID_URL',
      /clientSideRedirectUrl/,
    ],
    ['cssRef not http', { cssRef: 'data:text/css,body{}' }, {}, 'INVALID_URL', /cssRef/],
    ['unknown language', { language: 'de' }, {}, 'INVALID_REQUEST', /language/],
    ['saveCard not a boolean', { saveCard: 'yes' }, {}, 'INVALID_REQUEST', /saveCard/],
    ['no paymentDetails', { paymentDetails: undefined }, null, 'INVALID_REQUEST', /paymentDetails/],
    [
      'no customer name or id',
      { customerIdentifiers: { firstName: null, lastName: null, customerId: null } },
      {},
      'CUSTOMER_NAME_REQUIRED',
      /firstName and lastName/,
    ],
  ])('%s → 400 %s', async (_name, overrides, details, code, description) => {
    const body = paymentRequest(overrides as Body, (details ?? {}) as Body);
    if (details === null) delete body.paymentDetails;
    const res = await createLink(body);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error).toEqual({ errorCode: code, errorDescription: expect.stringMatching(description) });
    expect(res.body.warnings).toEqual([]);
  });

  it('a request that is not JSON is a 400 MALFORMED_JSON', async () => {
    const res = await callRoute(createRoute, {
      path: urlPath(own),
      params: { serviceSubscriberDepartmentToken: own.departmentUuid },
      authorization: client.authorization,
      rawBody: '{"paymentDetails":',
    });
    expect(res.status).toBe(400);
    expect(paymentErrorCode(res.body)).toBe('MALFORMED_JSON');
  });

  it.each([
    [
      'unknown customerId',
      () => ({ customerIdentifiers: { customerId: 'no-such-customer' } }),
      'INVALID_CUSTOMER_ID',
    ],
    [
      'unknown dealer associate',
      () => ({ dealerAssociateIdentifier: { dealerAssociateId: 'no-such-associate' } }),
      'INVALID_DEALER_ASSOCIATE',
    ],
    [
      "another department's dealer associate",
      () => ({ dealerAssociateIdentifier: { dealerAssociateId: other.advisor.dealerAssociateUuid } }),
      'INVALID_DEALER_ASSOCIATE',
    ],
  ])('%s → 422 %s and nothing stored', async (_name, overrides, code) => {
    const count = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(paymentInvoices)
          .where(eq(paymentInvoices.departmentUuid, own.departmentUuid))
      )[0]?.n;
    const before = await count();
    const res = await createLink(paymentRequest(overrides()));
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(paymentErrorCode(res.body)).toBe(code);
    expect(await count()).toBe(before);
  });

  it("another dealer's customerId is refused like an unknown one", async () => {
    const otherClient = await createFullAccessClient(other);
    const theirs = await createLink(paymentRequest(), { tenant: other, as: otherClient });
    const res = await createLink(
      paymentRequest({ customerIdentifiers: { customerId: theirs.body.customerId } }),
    );
    expect(res.status).toBe(422);
    expect(paymentErrorCode(res.body)).toBe('INVALID_CUSTOMER_ID');
  });

  it('a dealer with online payments turned off → 422 ONLINE_PAYMENTS_DISABLED', async () => {
    const { own: closed } = await createTenantPair();
    await db()
      .update(dealers)
      .set({ features: { onlinePaymentsEnabled: false } })
      .where(eq(dealers.uuid, closed.dealerUuid));
    const res = await createLink(paymentRequest(), {
      tenant: closed,
      as: await createFullAccessClient(closed),
    });
    expect(res.status).toBe(422);
    expect(paymentErrorCode(res.body)).toBe('ONLINE_PAYMENTS_DISABLED');
  });

  it('cssRef from an origin that is not allowlisted is ignored with a warning; an allowlisted one is kept', async () => {
    overrideEnvForTests({ PAYMENT_CSS_ALLOWED_ORIGINS: 'https://skins.example.com' });
    const ignored = await createLink(paymentRequest({ cssRef: 'https://evil.example.net/skin.css' }));
    expect(ignored.status).toBe(200);
    expect(warningCodes(ignored)).toEqual(['CSS_REF_IGNORED']);
    expect((await invoiceRow(ignored.body.invoiceId))?.cssRef).toBeNull();

    const kept = await createLink(paymentRequest({ cssRef: 'https://skins.example.com/dealer.css' }));
    expect(warningCodes(kept)).toEqual([]);
    expect((await getPaymentPage(tokenOf(kept)))?.cssRef).toBe('https://skins.example.com/dealer.css');
    overrideEnvForTests({ PAYMENT_CSS_ALLOWED_ORIGINS: '' });
    expect((await getPaymentPage(tokenOf(kept)))?.cssRef).toBeNull();
  });

  it('send flags text and email the link through Messaging, in the link language and with the footer', async () => {
    const res = await createLink(
      paymentRequest({
        flags: {
          footerToAdd: true,
          useMyKaarmaTextPaymentRequest: true,
          useMyKaarmaEmailPaymentRequest: true,
        },
        language: 'es-US',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(warningCodes(res)).toEqual([]);
    const rows = await db()
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.invoiceUuid, String(res.body.invoiceId)));
    expect(rows.map((r) => [r.kind, r.status]).sort()).toEqual([
      ['PAYMENT_REQUEST_EMAIL', 'SENT'],
      ['PAYMENT_REQUEST_TEXT', 'SENT'],
    ]);
    const textRow = rows.find((r) => r.kind === 'PAYMENT_REQUEST_TEXT');
    expect(textRow?.destination).toMatch(/^\+1312/);
    const [text] = await db()
      .select()
      .from(messages)
      .where(eq(messages.uuid, String(textRow?.messageReference)));
    expect(text).toMatchObject({
      protocol: 'TEXT',
      customerUuid: res.body.customerId,
      toNumber: textRow?.destination,
      purpose: 'PAYMENT_LINK',
    });
    expect(text?.body).toContain(String(res.body.paymentUrl));
    expect(text?.body).toContain('su pago de'); // the link's language
    const [department] = await db()
      .select()
      .from(departments)
      .where(eq(departments.uuid, own.departmentUuid));
    if (department?.footer) expect(text?.body).toContain(department.footer);
  });

  it('a customer who may not be texted gets no text; the link is still created, with a warning', async () => {
    const body = paymentRequest({ flags: { useMyKaarmaTextPaymentRequest: true } });
    const identifiers = body.customerIdentifiers as { phoneNumbers: Array<Record<string, unknown>> };
    identifiers.phoneNumbers = identifiers.phoneNumbers.map((p) => ({ ...p, okToText: false }));
    const res = await createLink(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(warningCodes(res)).toEqual(['PAYMENT_REQUEST_NOT_SENT']);
    const [row] = await db()
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.invoiceUuid, String(res.body.invoiceId)));
    expect(row).toMatchObject({ kind: 'PAYMENT_REQUEST_TEXT', status: 'NOT_SENT' });
    expect(row?.reason).toMatch(/NOT_OK_TO_COMMUNICATE/);
  });
});

describe('payment URL: listing links', () => {
  it("lists the department's links newest first with status, amount, customer and creator", async () => {
    const { invoiceId } = await newLink({}, { amount: 42 });
    const res = await callRoute(listRoute, {
      path: `${urlPath(own)}?limit=5`,
      params: { serviceSubscriberDepartmentToken: own.departmentUuid },
      authorization: client.authorization,
    });
    expect(res.status).toBe(200);
    const list = paymentLinkListSchema.parse(res.body);
    expect(list.paymentLinks.length).toBeLessThanOrEqual(5);
    expect(list.paymentLinks[0]).toMatchObject({
      invoiceId,
      status: 'OPEN',
      amount: 54.25,
      currency: 'USD',
      createdBy: client.username,
      customerName: expect.stringMatching(/^Dana Payer/),
    });
  });

  it("never shows another department's links", async () => {
    const otherClient = await createFullAccessClient(other);
    await createLink(paymentRequest(), { tenant: other, as: otherClient });
    const res = await callRoute(listRoute, {
      path: urlPath(own),
      params: { serviceSubscriberDepartmentToken: own.departmentUuid },
      authorization: client.authorization,
    });
    const ids = (res.body.paymentLinks as Array<{ invoiceId: string }>).map((l) => l.invoiceId);
    const theirs = await db()
      .select({ uuid: paymentInvoices.uuid })
      .from(paymentInvoices)
      .where(eq(paymentInvoices.departmentUuid, other.departmentUuid));
    expect(theirs.length).toBeGreaterThan(0);
    for (const t of theirs) expect(ids).not.toContain(t.uuid);
  });
});

describe('public payment page and its API', () => {
  it('the page shows the link for its token only, without credentials', async () => {
    const { token } = await newLink();
    const view = await getPaymentPage(token);
    expect(view).toMatchObject({
      status: 'OPEN',
      totalMinor: 13775,
      amountMinor: 12550,
      description: 'Brake pads and rotors',
      invoiceUrl: 'https://dms.example.com/invoices/RO-1001.pdf',
      attemptsRemaining: 3,
    });
    expect(view?.dealerName).toMatch(/^Test Motors/);
    expect(await getPaymentPage(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(await getPaymentPage('short')).toBeNull();
  });

  it('paying with the approve card works without credentials; the link is then paid and refuses another payment', async () => {
    const { token, invoiceId } = await newLink();
    const res = await pay(token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(payInvoiceResponseSchema.parse(res.body)).toMatchObject({
      error: null,
      invoiceId,
      status: 'APPROVED',
      declineCode: null,
      cardBrand: 'VISA',
      cardLast4: '4242',
      attemptsRemaining: 0,
    });
    const redirect = new URL(String(res.body.redirectUrl));
    expect(redirect.origin + redirect.pathname).toBe('https://partner.example.com/thanks');
    expect(redirect.searchParams.get('invoiceId')).toBe(invoiceId);
    expect(redirect.searchParams.get('status')).toBe('APPROVED');

    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'PAID', cardLast4: '4242', attemptCount: 1 });
    expect((await getPaymentPage(token))?.status).toBe('PAID');
    const again = await pay(token);
    expect(again.status).toBe(422);
    expect(paymentErrorCode(again.body)).toBe('PAYMENT_LINK_ALREADY_PAID');
  });

  it('two payments submitted at once charge once: the second sees the link paid', async () => {
    const { token, invoiceId } = await newLink();
    const [a, b] = await Promise.all([pay(token), pay(token, { cardNumber: '5555 5555 5555 4444' })]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 422]);
    const refused = a.status === 422 ? a : b;
    expect(paymentErrorCode(refused.body)).toBe('PAYMENT_LINK_ALREADY_PAID');
    const attempts = await db()
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.invoiceUuid, invoiceId));
    expect(attempts.map((x) => x.outcome)).toEqual(['APPROVED']);
  });

  it('an unknown token is a 404 PAYMENT_LINK_NOT_FOUND', async () => {
    const res = await pay('x'.repeat(43));
    expect(res.status).toBe(404);
    expect(paymentErrorCode(res.body)).toBe('PAYMENT_LINK_NOT_FOUND');
  });

  it.each([
    ['4000 0000 0000 0002', 'CARD_DECLINED'],
    ['4000 0000 0000 9995', 'INSUFFICIENT_FUNDS'],
    ['4111 1111 1111 1111', 'CARD_DECLINED'],
  ])('card %s is declined with %s and the customer may retry', async (cardNumber, declineCode) => {
    const { token, invoiceId } = await newLink();
    const res = await pay(token, { cardNumber });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'DECLINED',
      declineCode,
      attemptsRemaining: 2,
      redirectUrl: null,
    });
    expect(res.body.declineReason).toEqual(expect.any(String));
    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'OPEN', attemptCount: 1 });
    const retry = await pay(token);
    expect(retry.body.status).toBe('APPROVED');
  });

  it.each([
    ['5555 5555 5555 4444', 'MASTERCARD', '4444'],
    ['3782 822463 10005', 'AMEX', '0005'],
  ])('approve card %s (%s)', async (cardNumber, brand, last4) => {
    const { token } = await newLink();
    const res = await pay(token, { cardNumber });
    expect(res.body).toMatchObject({ status: 'APPROVED', cardBrand: brand, cardLast4: last4 });
  });

  it('the AVS/zip mismatch card is declined when the link verifies the zip code or address, approved otherwise', async () => {
    const mismatch = '4000 0000 0000 0010';
    const zipLink = await newLink({}, { verifyZipCode: true });
    const noZip = await pay(zipLink.token, { cardNumber: mismatch });
    expect(noZip.status).toBe(400);
    expect(paymentErrorCode(noZip.body)).toBe('ZIP_CODE_REQUIRED');
    const zip = await pay(zipLink.token, { cardNumber: mismatch, zipCode: '60601' });
    expect(zip.body).toMatchObject({ status: 'DECLINED', declineCode: 'ZIP_MISMATCH' });
    expect((await pay(zipLink.token, { zipCode: '60601' })).body.status).toBe('APPROVED');

    const avsLink = await newLink({}, { verifyAVS: true });
    const noStreet = await pay(avsLink.token, { cardNumber: mismatch, zipCode: '60601' });
    expect(paymentErrorCode(noStreet.body)).toBe('STREET_ADDRESS_REQUIRED');
    const avs = await pay(avsLink.token, {
      cardNumber: mismatch,
      zipCode: '60601',
      streetAddress: '1 Main St',
    });
    expect(avs.body).toMatchObject({ status: 'DECLINED', declineCode: 'AVS_MISMATCH' });

    const plain = await newLink();
    expect((await pay(plain.token, { cardNumber: mismatch })).body.status).toBe('APPROVED');
  });

  it('after the last allowed decline the link is DECLINED, redirects and refuses more attempts', async () => {
    const { token, invoiceId } = await newLink({}, { retryCount: 1 });
    expect((await pay(token, { cardNumber: '4000000000000002' })).body.attemptsRemaining).toBe(1);
    const last = await pay(token, { cardNumber: '4000000000000002' });
    expect(last.body).toMatchObject({ status: 'DECLINED', attemptsRemaining: 0 });
    expect(new URL(String(last.body.redirectUrl)).searchParams.get('status')).toBe('DECLINED');
    expect((await invoiceRow(invoiceId))?.status).toBe('DECLINED');
    const more = await pay(token);
    expect(more.status).toBe(422);
    expect(paymentErrorCode(more.body)).toBe('PAYMENT_ATTEMPTS_EXHAUSTED');
  });

  it('paymentType auth authorizes the total', async () => {
    const { token, invoiceId } = await newLink({}, { paymentType: 'auth' });
    expect((await pay(token)).body.status).toBe('APPROVED');
    const [attempt] = await db()
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.invoiceUuid, invoiceId));
    expect(attempt).toMatchObject({ paymentType: 'auth', amountMinor: 13775, outcome: 'APPROVED' });
    expect(attempt?.processorReference).toMatch(/^sbx_auth_/);
  });

  it('a link past its ttl shows as expired and refuses payment', async () => {
    const { token, invoiceId } = await newLink({ ttl: 60_000 });
    await db()
      .update(paymentInvoices)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentInvoices.uuid, invoiceId));
    expect((await getPaymentPage(token))?.status).toBe('EXPIRED');
    const res = await pay(token);
    expect(res.status).toBe(422);
    expect(paymentErrorCode(res.body)).toBe('PAYMENT_LINK_EXPIRED');
    expect((await invoiceRow(invoiceId))?.status).toBe('EXPIRED');
    expect(
      await db().select().from(paymentAttempts).where(eq(paymentAttempts.invoiceUuid, invoiceId)),
    ).toEqual([]);
  });

  it('requireSignature "true" refuses a payment without a signature and keeps the one drawn', async () => {
    const { token, invoiceId } = await newLink({}, { requireSignature: 'true' });
    const unsigned = await pay(token);
    expect(unsigned.status).toBe(400);
    expect(paymentErrorCode(unsigned.body)).toBe('SIGNATURE_REQUIRED');
    const signed = await pay(token, { signature: 'M10 10 L50 40 L90 12' });
    expect(signed.body.status).toBe('APPROVED');
    const [attempt] = await db()
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.invoiceUuid, invoiceId));
    expect(attempt?.signatureSvgPath).toBe('M10 10 L50 40 L90 12');
  });

  it.each([
    ['a number failing the checksum', { cardNumber: '4242 4242 4242 4241' }, 'INVALID_CARD_NUMBER'],
    ['an expired card', { expiry: '01/20' }, 'CARD_EXPIRED'],
    ['an expiry that is not MM/YY', { expiry: '13/30' }, 'INVALID_REQUEST'],
    ['a CVC of letters', { cvc: 'abc' }, 'INVALID_REQUEST'],
  ])('%s is a 400 %s and uses no attempt', async (_name, card, code) => {
    const { token, invoiceId } = await newLink();
    const res = await pay(token, card);
    expect(res.status).toBe(400);
    expect(paymentErrorCode(res.body)).toBe(code);
    expect(JSON.stringify(res.body)).not.toContain('4242 4242 4242 4241');
    expect((await invoiceRow(invoiceId))?.attemptCount).toBe(0);
  });

  it('saveCard stores a processor token for the customer, and the card number is nowhere in the database', async () => {
    const cardNumber = '5555555555554444';
    const { token, res } = await newLink({ saveCard: true });
    const paid = await pay(token, { cardNumber: '5555 5555 5555 4444', cvc: '9876', expiry: '11/38' });
    expect(paid.body.status).toBe('APPROVED');
    const saved = await db()
      .select()
      .from(savedCardTokens)
      .where(eq(savedCardTokens.customerUuid, String(res.body.customerId)));
    expect(saved).toEqual([
      expect.objectContaining({
        processor: 'sandbox',
        token: expect.stringMatching(/^sbx_tok_/),
        cardBrand: 'MASTERCARD',
        cardLast4: '4444',
        expMonth: 11,
        expYear: 2038,
      }),
    ]);

    const tables = await db().execute<{ table_schema: string; table_name: string }>(sql`
      select table_schema, table_name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
    expect(tables.length).toBeGreaterThan(10);
    for (const t of tables) {
      const [hit] = await db().execute<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(t.table_schema)}.${sql.identifier(t.table_name)} r
            where r::text like ${`%${cardNumber}%`} or r::text like ${'%5555 5555 5555 4444%'}`,
      );
      expect(hit?.n, `${t.table_schema}.${t.table_name}`).toBe(0);
    }
  });

  it('a card is not saved unless the link asks for it', async () => {
    const { token, res } = await newLink({ saveCard: false });
    await pay(token);
    const saved = await db()
      .select()
      .from(savedCardTokens)
      .where(eq(savedCardTokens.customerUuid, String(res.body.customerId)));
    expect(saved).toEqual([]);
  });

  it('receipt flags send a receipt after payment, not before', async () => {
    const { token, invoiceId } = await newLink({
      flags: { useMyKaarmaTextPaymentReceipt: true, useMyKaarmaEmailReceipt: true },
    });
    const receipts = () =>
      db().select().from(paymentNotifications).where(eq(paymentNotifications.invoiceUuid, invoiceId));
    expect(await receipts()).toEqual([]);
    await pay(token, { cardNumber: '4000000000000002' });
    expect(await receipts()).toEqual([]);
    const res = await pay(token);
    expect(res.body.status).toBe('APPROVED');
    expect(warningCodes(res)).toEqual([]);
    const rows = await receipts();
    expect(rows.map((r) => [r.kind, r.status]).sort()).toEqual([
      ['RECEIPT_EMAIL', 'SENT'],
      ['RECEIPT_TEXT', 'SENT'],
    ]);
    const [text] = await db()
      .select()
      .from(messages)
      .where(eq(messages.uuid, String(rows.find((r) => r.kind === 'RECEIPT_TEXT')?.messageReference)));
    expect(text?.body).toContain('Visa ending in 4242');
    expect(text?.purpose).toBe('PAYMENT_RECEIPT');
  });
});

describe('payment webhook', () => {
  const allowLoopback = () => overrideEnvForTests({ OUTBOUND_ALLOWLIST: '127.0.0.1' });

  const hitsFor = (invoiceId: string) =>
    received.filter((r) => (JSON.parse(r.body) as { invoiceId?: string }).invoiceId === invoiceId);

  it('POSTs a signed payload after an approved payment', async () => {
    allowLoopback();
    receiverAnswer = 200;
    const { token, invoiceId, res } = await newLink({ webHookUrl: `${receiverBase}/payments` });
    await pay(token, { cardNumber: '4242424242424242' });
    await processJobsNow(queues.webhookDeliver);
    const [hit] = hitsFor(invoiceId);
    expect(hit).toBeDefined();
    const payload = JSON.parse(hit?.body ?? '{}');
    expect(payload).toEqual({
      eventType: 'payment.completed',
      invoiceId,
      orderRef: expect.stringMatching(/^RO-/),
      departmentUuid: own.departmentUuid,
      dealerUuid: own.dealerUuid,
      customerId: res.body.customerId,
      amount: 137.75,
      currency: 'USD',
      paymentType: 'sale',
      status: 'APPROVED',
      declineCode: null,
      linkStatus: 'PAID',
      attemptsRemaining: 0,
      transactionId: expect.any(String),
      processorReference: expect.stringMatching(/^sbx_ch_/),
      cardBrand: 'VISA',
      cardLast4: '4242',
      cardSaved: false,
      timestamp: expect.any(Number),
    });
    const id = String(hit?.headers['webhook-id']);
    const timestamp = String(hit?.headers['webhook-timestamp']);
    // Signed with the secret of the API client that created the link.
    const [creator] = await db().select().from(apiClients).where(eq(apiClients.username, client.username));
    expect(creator?.webhookSecret).toMatch(/^whsec_/);
    // Standard Webhooks: the key is the base64 part after whsec_.
    const key = Buffer.from(String(creator?.webhookSecret).slice('whsec_'.length), 'base64');
    const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${hit?.body}`).digest('base64');
    expect(hit?.headers['webhook-signature']).toBe(`v1,${expected}`);
  });

  it('reports a decline too, and retries a delivery the receiver refused', async () => {
    allowLoopback();
    receiverAnswer = 503;
    const { token, invoiceId } = await newLink({ webHookUrl: `${receiverBase}/payments` });
    await pay(token, { cardNumber: '4000000000009995' });
    const outcomes = await processJobsNow(queues.webhookDeliver);
    expect(outcomes.some((o) => !o.ok)).toBe(true);
    expect(hitsFor(invoiceId)).toHaveLength(1);
    const [delivery] = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.reference, invoiceId));
    expect(delivery).toMatchObject({ kind: 'payment.completed', status: 'PENDING', lastStatusCode: 503 });

    // The queue's next attempt (after its backoff) goes through once the receiver answers 2xx.
    receiverAnswer = 200;
    await deliverWebhook(db(), String(delivery?.uuid), { retryCount: 1, retryLimit: 6 });
    const hits = hitsFor(invoiceId);
    expect(hits).toHaveLength(2);
    expect(JSON.parse(hits[1]?.body ?? '{}')).toMatchObject({
      status: 'DECLINED',
      declineCode: 'INSUFFICIENT_FUNDS',
      linkStatus: 'OPEN',
      attemptsRemaining: 2,
    });
    expect(hits[1]?.headers['webhook-id']).toBe(hits[0]?.headers['webhook-id']);
    const [after] = await db()
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.uuid, String(delivery?.uuid)));
    expect(after?.status).toBe('DELIVERED');
  });

  it('no webhook is queued when the payment is refused before reaching the processor', async () => {
    const { token, invoiceId } = await newLink({ webHookUrl: `${receiverBase}/payments` });
    await pay(token, { cardNumber: '1234 5678 9012 3456' });
    expect(
      await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.reference, invoiceId)),
    ).toEqual([]);
  });
});
