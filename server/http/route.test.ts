import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callRoute } from '../../test/call-route';
import { defineContract } from '../core/contract';
import { DomainError } from '../core/errors';
import { publicOrigin } from '../core/public-origin';
import { AnswerToRemember, WrittenAnswer } from '../core/written-answer';
import { route } from './route';

const contract = defineContract({
  operationId: 'testEcho',
  method: 'POST',
  path: '/api/test/echo',
  summary: 'test',
  tag: 'Test',
  family: 'manage',
  auth: 'public',
  body: z.object({ mode: z.enum(['ok', 'domain', 'crash', 'bad-shape']) }),
  response: z.object({ ok: z.literal(true) }),
});

const handler = route(contract, async (_ctx, { body }) => {
  if (body.mode === 'domain') throw new DomainError('NOT_FOUND', 'Nothing here');
  if (body.mode === 'crash') throw new Error('database exploded: password=hunter2');
  if (body.mode === 'bad-shape') return { ok: 'yes' } as unknown as { ok: true };
  return { ok: true as const };
});

const listContract = defineContract({
  operationId: 'testList',
  method: 'POST',
  path: '/api/test/list',
  summary: 'test',
  tag: 'Test',
  family: 'manage',
  auth: 'public',
  body: z.object({ extra: z.boolean() }),
  response: z.object({ items: z.array(z.object({ id: z.string(), note: z.string().nullable() })) }),
});

const listHandler = route(listContract, async (_ctx, { body }) => ({
  items: [
    { id: 'a', note: null },
    body.extra ? { id: 'b', note: 'x', internal: 'not for the wire' } : { id: 'b', note: 'x' },
  ],
}));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the API wrapper', () => {
  it('answers with the request id it was given', async () => {
    const res = await callRoute(handler, {
      path: '/api/test/echo',
      body: { mode: 'ok' },
      headers: { 'x-request-id': 'req-123' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('req-123');
  });

  it('renders a domain error in the family’s body with its status', async () => {
    const res = await callRoute(handler, { path: '/api/test/echo', body: { mode: 'domain' } });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ errors: [{ errorTitle: 'NOT_FOUND', errorMessage: 'Nothing here' }] });
  });

  it('turns an unexpected failure into 500 INTERNAL_SERVER_ERROR with a request id that is in the log, leaking nothing', async () => {
    const logged: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => {
      logged.push(line);
    });
    const { overrideEnvForTests } = await import('../env');
    overrideEnvForTests({ LOG_LEVEL: 'error' });
    const res = await callRoute(handler, { path: '/api/test/echo', body: { mode: 'crash' } });
    overrideEnvForTests({ LOG_LEVEL: 'silent' });
    expect(res.status).toBe(500);
    const requestId = res.headers.get('x-request-id') as string;
    expect(res.body).toMatchObject({
      errors: [{ errorTitle: 'INTERNAL_SERVER_ERROR' }],
      apiRequestId: requestId,
    });
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
    expect(logged.some((line) => line.includes(requestId) && line.includes('database exploded'))).toBe(true);
  });

  it('refuses to send a response that breaks its contract', async () => {
    const res = await callRoute(handler, { path: '/api/test/echo', body: { mode: 'bad-shape' } });
    expect(res.status).toBe(500);
  });

  it('sends an answer that matches its contract as it is, and one with a field the contract does not name without that field', async () => {
    const plain = await callRoute(listHandler, { path: '/api/test/list', body: { extra: false } });
    expect(plain.body).toEqual({
      items: [
        { id: 'a', note: null },
        { id: 'b', note: 'x' },
      ],
    });
    const extra = await callRoute(listHandler, { path: '/api/test/list', body: { extra: true } });
    expect(extra.status).toBe(200);
    expect(JSON.stringify(extra.body)).toBe(JSON.stringify(plain.body));
  });

  it('validates the body with a clear message', async () => {
    const res = await callRoute(handler, { path: '/api/test/echo', body: { mode: 'fly' } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errors: [{ errorTitle: 'INVALID_REQUEST', errorMessage: expect.stringContaining('body.mode') }],
    });
  });
});

describe('answers a use case remembers', () => {
  let written: WrittenAnswer | undefined;
  const rememberingHandler = route(listContract, async (_ctx, { body }) => {
    if (written) return written;
    const items = [
      { id: 'a', note: null },
      body.extra ? { id: 'b', note: 'x', internal: 'secret' } : { id: 'b' },
    ];
    return new AnswerToRemember({ items } as { items: { id: string; note: string | null }[] }, (w) => {
      written = w;
    });
  });
  const call = async (extra: boolean) => {
    const request = new Request('http://localhost/api/test/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: publicOrigin() },
      body: JSON.stringify({ extra }),
    });
    const res = await rememberingHandler(request, { params: Promise.resolve({}) });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: JSON.parse(text) as unknown };
  };

  it('remembers the checked answer as written and sends it again as those bytes', async () => {
    written = undefined;
    const first = await call(true);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      items: [
        { id: 'a', note: null },
        { id: 'b', note: 'x' },
      ],
    });
    expect(written).toBeInstanceOf(WrittenAnswer);
    const again = await call(true);
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toBe('application/json');
    expect(again.text).toBe(first.text);
  });

  it('never remembers an answer that breaks its contract', async () => {
    written = undefined;
    const broken = await call(false);
    expect(broken.status).toBe(500);
    expect(written).toBeUndefined();
  });
});
