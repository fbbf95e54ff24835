import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callRoute } from '../../test/call-route';
import { defineContract } from '../core/contract';
import { text } from '../core/text';
import { route } from './route';

const contract = defineContract({
  operationId: 'testStore',
  method: 'POST',
  path: '/api/test/store',
  summary: 'test',
  tag: 'Test',
  family: 'appointment',
  auth: 'public',
  body: z.object({
    sqlState: text({ max: 5 }),
    searchTerm: text({ max: 3, code: 'INVALID_SEARCH_TERM' }).optional(),
  }),
  response: z.object({ ok: z.literal(true) }),
});

// What drizzle throws: its own error with the driver's error (carrying the SQLSTATE) as cause.
const handler = route(contract, async (_ctx, { body }) => {
  const driverError = Object.assign(new Error('invalid byte sequence'), { code: body.sqlState });
  throw new Error('Failed query: insert ...', { cause: driverError });
});

const errorOf = (body: Record<string, unknown>) =>
  (body.errors as Array<{ errorCode: string; errorDescription: string }>)[0];

describe('what PostgreSQL refuses as data', () => {
  it.each(['22P05', '22021', '22001', '22007', '22008'])(
    'SQLSTATE %s is a 400 INVALID_REQUEST',
    async (code) => {
      const res = await callRoute(handler, { path: '/api/test/store', body: { sqlState: code } });
      expect(res.status).toBe(400);
      expect(errorOf(res.body)?.errorCode).toBe('INVALID_REQUEST');
    },
  );

  it('another database failure stays a 500', async () => {
    const res = await callRoute(handler, { path: '/api/test/store', body: { sqlState: '53300' } });
    expect(res.status).toBe(500);
  });

  it('a field with its own code answers that code when refused, naming the field', async () => {
    const res = await callRoute(handler, {
      path: '/api/test/store',
      body: { sqlState: '22P05', searchTerm: 'a\u0000' },
    });
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatchObject({ errorCode: 'INVALID_SEARCH_TERM' });
    expect(errorOf(res.body)?.errorDescription).toContain('body.searchTerm');
  });
});
