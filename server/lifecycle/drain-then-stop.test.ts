import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callRoute } from '../../test/call-route';
import { defineContract } from '../core/contract';
import { route } from '../http/route';
import { drainThenStop } from './drain-then-stop';
import { isDraining, requestsInFlight, resetRequestsForTests } from './in-flight';

afterEach(() => resetRequestsForTests());

/** A public operation whose answer waits until the test lets it go. */
function heldOperation() {
  const releases: Array<() => void> = [];
  const contract = defineContract({
    operationId: 'heldForTest',
    method: 'GET',
    path: '/api/test/held',
    summary: 'test',
    tag: 'Test',
    family: 'appointment',
    auth: 'public',
    response: z.object({ ok: z.literal(true) }),
  });
  const handler = route(
    contract,
    () => new Promise<{ ok: true }>((resolve) => releases.push(() => resolve({ ok: true }))),
  );
  const call = () => callRoute(handler, { path: '/api/test/held' });
  const started = async (count: number) => {
    for (let i = 0; i < 200 && releases.length < count; i++) await new Promise((r) => setImmediate(r));
    expect(releases.length).toBe(count);
  };
  return {
    call,
    started,
    releaseAll: () => {
      for (const release of releases.splice(0)) release();
    },
  };
}

describe('drainThenStop', () => {
  it('waits for the requests in flight, turns new ones away with 503, then stops the parts in order', async () => {
    const op = heldOperation();
    const answers = [op.call(), op.call()];
    await op.started(2);
    expect(requestsInFlight()).toBe(2);

    const order: string[] = [];
    const stopping = drainThenStop({
      drainTimeoutMs: 10_000,
      alongside: [{ name: 'workers', stop: async () => void order.push('workers') }],
      after: [{ name: 'database', stop: async () => void order.push('database') }],
    });
    expect(isDraining()).toBe(true);
    const refused = await op.call();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(refused.headers.get('connection')).toBe('close');

    // The workers stop while the requests drain; the database only after both.
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual(['workers']);
    op.releaseAll();
    expect((await Promise.all(answers)).map((a) => a.status)).toEqual([200, 200]);
    expect(await stopping).toEqual({ drained: true, failed: [] });
    expect(order).toEqual(['workers', 'database']);
    expect(requestsInFlight()).toBe(0);
  });

  it('gives up on requests that outlast the bound, and still closes every part when one fails', async () => {
    const op = heldOperation();
    const answer = op.call();
    await op.started(1);
    const closed: string[] = [];
    const result = await drainThenStop({
      drainTimeoutMs: 50,
      alongside: [
        {
          name: 'workers',
          stop: async () => {
            throw new Error('could not hand back');
          },
        },
      ],
      after: [{ name: 'database', stop: async () => void closed.push('database') }],
    });
    expect(result).toEqual({ drained: false, failed: ['workers'] });
    expect(closed).toEqual(['database']);
    op.releaseAll();
    expect((await answer).status).toBe(200);
  });
});
