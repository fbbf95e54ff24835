import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, db } from '../db/client';
import * as schema from '../db/schema';
import { requireDatabaseUrl } from '../env';
import { newUuid } from '../ids';
import {
  admitHandOver,
  breakerSettings,
  openBreakers,
  recordProviderAnswer,
  recordProviderFailure,
} from './text-breaker';

/*
 * Two instances of the service: this process's pool (A) and a pool of its own (B), as a second
 * process would have, over the same database. Time is passed in, so no test waits for a cool-down.
 */
const secondPool = postgres(requireDatabaseUrl(), { max: 2, onnotice: () => {} });
const instanceB: Database = drizzle(secondPool, { schema });
const instanceA = () => db();

afterAll(async () => {
  await secondPool.end();
});

const outage = { authentication: false, retryAfterSeconds: null };
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

/** A fresh provider account, and its breaker opened by instance A's failed hand-overs. */
async function openedByA(start: Date) {
  const account = `twilio:AC${newUuid()}`;
  for (let i = 0; i < breakerSettings.threshold; i++) {
    expect((await admitHandOver(instanceA(), account, start)).go).toBe(true);
    await recordProviderFailure(instanceA(), account, outage, start);
  }
  return account;
}

describe('the text provider breaker, shared by instances', () => {
  it('an outage one instance found holds the other back until the cool-down ends', async () => {
    const start = new Date();
    const account = await openedByA(start);
    const admission = await admitHandOver(instanceB, account, at(start, 1_000));
    expect(admission).toEqual({ go: false, retryAt: at(start, breakerSettings.coolDownMs) });
    expect(openBreakers()).toContain(account);
  });

  it('after the cool-down one probe goes, from one instance only; its success reopens sending for all', async () => {
    const start = new Date();
    const account = await openedByA(start);
    const later = at(start, breakerSettings.coolDownMs + 1);
    const admissions = await Promise.all([
      admitHandOver(instanceA(), account, later),
      admitHandOver(instanceB, account, later),
      admitHandOver(instanceB, account, later),
    ]);
    expect(admissions.filter((a) => a.go)).toHaveLength(1);
    const probe = admissions.find((a) => a.go);
    if (!probe) throw new Error('no probe');
    await recordProviderAnswer(instanceB, account, probe);
    expect(await admitHandOver(instanceA(), account, later)).toEqual({ go: true, clean: true });
    expect(openBreakers()).not.toContain(account);
  });

  it('a failed probe opens the breaker again for every instance', async () => {
    const start = new Date();
    const account = await openedByA(start);
    const later = at(start, breakerSettings.coolDownMs + 1);
    expect((await admitHandOver(instanceB, account, later)).go).toBe(true);
    const retryAt = await recordProviderFailure(instanceB, account, outage, later);
    expect(retryAt).toEqual(at(later, breakerSettings.coolDownMs));
    expect((await admitHandOver(instanceA(), account, at(later, 1_000))).go).toBe(false);
  });

  it('refused credentials open it at once; a Retry-After is the cool-down asked for', async () => {
    const start = new Date();
    const locked = `twilio:AC${newUuid()}`;
    await recordProviderFailure(
      instanceA(),
      locked,
      { authentication: true, retryAfterSeconds: null },
      start,
    );
    expect((await admitHandOver(instanceB, locked, start)).go).toBe(false);
    const throttled = `twilio:AC${newUuid()}`;
    await recordProviderFailure(
      instanceA(),
      throttled,
      { authentication: false, retryAfterSeconds: 3600 },
      start,
    );
    expect(await admitHandOver(instanceB, throttled, at(start, 1_000))).toEqual({
      go: false,
      retryAt: at(start, 3_600_000),
    });
  });

  it('a probe whose instance died does not hold the breaker: its lease ends', async () => {
    const start = new Date();
    const account = await openedByA(start);
    const later = at(start, breakerSettings.coolDownMs + 1);
    // A takes the probe and is killed before the provider answers.
    expect((await admitHandOver(instanceA(), account, later)).go).toBe(true);
    expect((await admitHandOver(instanceB, account, at(later, 1_000))).go).toBe(false);
    const afterLease = at(later, breakerSettings.probeLeaseMs + 1);
    expect((await admitHandOver(instanceB, account, afterLease)).go).toBe(true);
  });

  it('failures below the threshold leave it closed, and an answer forgets them', async () => {
    const start = new Date();
    const account = `twilio:AC${newUuid()}`;
    for (let i = 0; i < breakerSettings.threshold - 1; i++) {
      await recordProviderFailure(i % 2 ? instanceA() : instanceB, account, outage, start);
    }
    const admission = await admitHandOver(instanceB, account, start);
    expect(admission).toEqual({ go: true, clean: false });
    await recordProviderAnswer(instanceB, account, admission);
    await recordProviderFailure(instanceA(), account, outage, start);
    expect((await admitHandOver(instanceA(), account, start)).go).toBe(true);
  });
});
