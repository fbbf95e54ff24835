import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the few Stripe API endpoints ServiceBay calls, for tests: it records every
 * request (path, Stripe-Account and Idempotency-Key headers, the decoded form body) and keeps
 * sessions, payments and charges in memory. Tests move a session on (paid, expired) as a customer
 * on Stripe's page would.
 */

type Json = Record<string, unknown>;
export type RecordedRequest = {
  method: string;
  path: string;
  account: string | null;
  idempotencyKey: string | null;
  body: Json;
};

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (a[b][0][c]=v) back into nested objects and arrays. */
export function decodeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\]\[|\[|\]/).filter(Boolean);
    let node: Json = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Json;
    });
  }
  return root;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export async function startFakeStripe(port = 0) {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const byKey = new Map<string, Json>();

  const expanded = (session: Json): Json => {
    const intent = intents.get(String(session.payment_intent ?? ''));
    if (!intent) return session;
    return {
      ...session,
      payment_intent: { ...intent, latest_charge: charges.get(String(intent.latest_charge)) ?? null },
    };
  };

  const routes: Array<[string, RegExp, (m: RegExpMatchArray, body: Json, base: string) => [number, Json]]> = [
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (_m, body, base) => {
        const id = newId('cs_test');
        const price = ((body.line_items as Json | undefined)?.['0'] as Json | undefined)?.price_data as
          | Json
          | undefined;
        const session: Json = {
          id,
          object: 'checkout.session',
          status: 'open',
          payment_status: 'unpaid',
          url: `${base}/checkout/${id}`,
          amount_total: Number(price?.unit_amount ?? 0),
          currency: price?.currency ?? 'usd',
          client_reference_id: body.client_reference_id ?? null,
          metadata: body.metadata ?? {},
          expires_at: Number(body.expires_at),
          payment_intent: null,
          capture_method: (body.payment_intent_data as Json | undefined)?.capture_method ?? 'automatic',
          success_url: body.success_url,
        };
        sessions.set(id, session);
        return [200, session];
      },
    ],
    [
      'GET',
      /^\/v1\/checkout\/sessions\/([^/]+)$/,
      (m) => {
        const session = sessions.get(String(m[1]));
        return session ? [200, expanded(session)] : notFound();
      },
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      (m) => {
        const session = sessions.get(String(m[1]));
        if (!session) return notFound();
        if (session.status !== 'open')
          return [400, { error: { type: 'invalid_request_error', message: 'not open' } }];
        session.status = 'expired';
        return [200, session];
      },
    ],
    [
      'POST',
      /^\/v1\/payment_intents\/([^/]+)\/capture$/,
      (m) => {
        const intent = intents.get(String(m[1]));
        if (!intent) return notFound();
        intent.status = 'succeeded';
        intent.amount_received = intent.amount;
        const charge = charges.get(String(intent.latest_charge));
        if (charge) charge.amount_captured = intent.amount;
        return [200, intent];
      },
    ],
    [
      'POST',
      /^\/v1\/refunds$/,
      (_m, body) => {
        const intent = intents.get(String(body.payment_intent));
        const charge = charges.get(String(intent?.latest_charge));
        if (!intent || !charge) return notFound();
        const amount = Number(body.amount ?? charge.amount_captured);
        charge.amount_refunded = Number(charge.amount_refunded) + amount;
        charge.refunded = charge.amount_refunded === charge.amount_captured;
        return [200, { id: newId('re'), object: 'refund', amount, charge: charge.id, status: 'succeeded' }];
      },
    ],
  ];

  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (req.method === 'GET' && url.pathname.startsWith('/checkout/')) {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end(
          `<!doctype html><title>Fake Stripe Checkout</title><h1>Fake Stripe Checkout</h1><p>${url.pathname.slice(10)}</p>`,
        );
        return;
      }
      const body = decodeForm(req.method === 'GET' ? url.search.slice(1) : text);
      const idempotencyKey = header(req, 'idempotency-key');
      requests.push({
        method: req.method ?? '',
        path: url.pathname,
        account: header(req, 'stripe-account'),
        idempotencyKey,
        body,
      });
      const replay = idempotencyKey ? byKey.get(`${url.pathname} ${idempotencyKey}`) : undefined;
      const [status, answer] = replay ? [200, replay] : dispatch(req.method ?? '', url.pathname, body);
      if (idempotencyKey && status === 200) byKey.set(`${url.pathname} ${idempotencyKey}`, answer);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(JSON.stringify(answer));
    });
  });

  function dispatch(method: string, path: string, body: Json): [number, Json] {
    for (const [m, pattern, handle] of routes) {
      const match = method === m ? path.match(pattern) : null;
      if (match) return handle(match, body, base);
    }
    return notFound();
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    requests,
    sessions,
    /** The customer paid on Stripe's page: card approved, captured unless the session authorizes only. */
    completeSession(sessionId: string, card: { brand?: string; last4?: string } = {}): Json {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No fake session ${sessionId}`);
      const manual = session.capture_method === 'manual';
      const chargeId = newId('ch');
      const intentId = newId('pi');
      const amount = Number(session.amount_total);
      charges.set(chargeId, {
        id: chargeId,
        object: 'charge',
        amount,
        amount_captured: manual ? 0 : amount,
        amount_refunded: 0,
        refunded: false,
        payment_intent: intentId,
        metadata: session.metadata,
        payment_method_details: {
          type: 'card',
          card: {
            brand: card.brand ?? 'visa',
            last4: card.last4 ?? '4242',
            exp_month: 12,
            exp_year: 2039,
            checks: null,
          },
        },
      });
      intents.set(intentId, {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: manual ? 0 : amount,
        status: manual ? 'requires_capture' : 'succeeded',
        latest_charge: chargeId,
        payment_method: newId('pm'),
        metadata: session.metadata,
      });
      Object.assign(session, {
        status: 'complete',
        payment_status: manual ? 'unpaid' : 'paid',
        payment_intent: intentId,
      });
      return session;
    },
    /** A refund made at Stripe (e.g. from its dashboard): the charge as charge.refunded reports it. */
    refundCharge(sessionId: string, amount: number): Json {
      const intent = intents.get(String(sessions.get(sessionId)?.payment_intent));
      const charge = charges.get(String(intent?.latest_charge));
      if (!charge) throw new Error(`No charge for session ${sessionId}`);
      charge.amount_refunded = Number(charge.amount_refunded) + amount;
      charge.refunded = charge.amount_refunded === charge.amount_captured;
      return { ...charge };
    },
    expireSession(sessionId: string): Json {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No fake session ${sessionId}`);
      session.status = 'expired';
      return session;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const header = (req: http.IncomingMessage, name: string): string | null => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : null;
};

const notFound = (): [number, Json] => [
  404,
  { error: { type: 'invalid_request_error', message: 'No such object' } },
];
