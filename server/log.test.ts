import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callRoute } from '../test/call-route';
import { defineContract } from './core/contract';
import { db } from './db/client';
import { overrideEnvForTests } from './env';
import { route } from './http/route';
import { log, redactText } from './log';

const email = 'jane.roe@example.com';
const fullName = 'Jane Roe';
const phone = '+1 (555) 201-9876';
const token = 'pk_live_9f8a7b6c5d4e3f2a1b0c9d8e7f6a5b4c';

function captureLog(): string[] {
  const lines: string[] = [];
  const keep = (line: unknown) => {
    lines.push(String(line));
  };
  vi.spyOn(console, 'error').mockImplementation(keep);
  vi.spyOn(console, 'log').mockImplementation(keep);
  return lines;
}

beforeAll(async () => {
  await db().execute(
    sql`create table if not exists log_test_people (email text primary key, full_name text not null)`,
  );
  await db().execute(sql`insert into log_test_people values (${email}, ${fullName}) on conflict do nothing`);
  overrideEnvForTests({ LOG_LEVEL: 'debug' });
});

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  overrideEnvForTests({ LOG_LEVEL: 'silent' });
  await db().execute(sql`drop table if exists log_test_people`);
});

/** A real postgres.js error, wrapped by drizzle as it reaches the HTTP layer. */
async function failingInsert(): Promise<unknown> {
  try {
    await db().execute(sql`insert into log_test_people values (${email}, ${fullName})`);
  } catch (error) {
    return error;
  }
  throw new Error('the duplicate insert should have failed');
}

const contract = defineContract({
  operationId: 'testSavePerson',
  method: 'POST',
  path: '/api/test/people',
  summary: 'test',
  tag: 'Test',
  family: 'manage',
  auth: 'public',
  body: z.object({ email: z.string(), name: z.string() }),
  response: z.object({ ok: z.literal(true) }),
});

describe('the log', () => {
  it('keeps the SQL state and request id of a database error but none of its values', async () => {
    const lines = captureLog();
    const error = await failingInsert();
    log.error('operation failed', { requestId: 'req-log-1', operationId: 'savePerson', error });
    const line = lines.join('\n');
    expect(line).toContain('req-log-1');
    expect(line).toContain('savePerson');
    expect(line).toContain('"code":"23505"');
    expect(line).not.toContain(email);
    expect(line).not.toContain(fullName);
    expect(line).not.toContain('jane.roe');
  });

  it('leaks nothing when an operation runs into a database error through the API wrapper', async () => {
    const lines = captureLog();
    const handler = route(contract, async (ctx, { body }) => {
      await ctx.db.execute(sql`insert into log_test_people values (${body.email}, ${body.name})`);
      // A cast error puts the value itself into the database's message.
      await ctx.db.execute(sql`select ${body.email}::int`);
      return { ok: true as const };
    });
    const res = await callRoute(handler, {
      path: '/api/test/people',
      body: { email, name: fullName },
      headers: { 'x-request-id': 'req-log-2' },
    });
    expect(res.status).toBe(500);
    const line = lines.join('\n');
    expect(line).toContain('req-log-2');
    expect(line).toContain('23505');
    expect(line).not.toContain(email);
    expect(line).not.toContain(fullName);

    const castLines = captureLog();
    const cast = await db()
      .execute(sql`select ${email}::int`)
      .catch((e: unknown) => e);
    log.error('operation failed', { requestId: 'req-log-3', error: cast });
    expect(castLines.join('\n')).toContain('22P02');
    expect(castLines.join('\n')).not.toContain(email);
  });

  it('withholds personal and secret fields and masks them in free text', () => {
    const lines = captureLog();
    log.warn('inbound text from an unknown customer', {
      from: phone,
      to: '+15552019999',
      body: 'my card is 4111 1111 1111 1111',
      password: 'hunter2',
      nested: { customerEmail: email, note: `call ${phone} or mail ${email}, key ${token}` },
    });
    log.info(`sign-in for ${email} with token=${token}`);
    const line = lines.join('\n');
    for (const value of [phone, '5552019999', '4111', 'hunter2', email, token, '201-9876']) {
      expect(line).not.toContain(value);
    }
  });

  it('keeps uuids and dates readable', () => {
    expect(redactText('appointment 0b6f3c2e-8a1d-4c3b-9e2f-1a2b3c4d5e6f on 2025-03-04 at 10:30')).toBe(
      'appointment 0b6f3c2e-8a1d-4c3b-9e2f-1a2b3c4d5e6f on 2025-03-04 at 10:30',
    );
  });

  it('never rewrites ids or network addresses, whatever digits they hold', () => {
    for (const kept of [
      'job 07b12345-67f7-4a5b-8123-456789012345 failed',
      'message 12345678-1234-4123-8123-123456789012',
      'job 1234567-abc',
      'peer 192.168.100.200 and 2001:db8:1234:5678::1 and ::ffff:10.1.2.3',
      'order RO-20261127-001',
    ]) {
      expect(redactText(kept)).toBe(kept);
    }
    expect(redactText('text from +1 (303) 555-0142 at 10:30')).toBe('text from [phone] at 10:30');
    expect(redactText('call 303.555.0142.')).toBe('call [phone].');
  });

  it('keeps the ids of a job line, and withholds what only looks like an id field', () => {
    const lines = captureLog();
    const messageUuid = 'o3TWKLXP_NEr_Fc37EHIUphGfzOXHFsbJGgAUnEVtRA';
    const jobId = '0b6f3c2e-8a1d-4c3b-9e2f-1a2b3c4d5e6f';
    log.warn('job failed', { queue: 'messaging.send', jobId, messageUuid, customerId: `call ${phone}` });
    const line = lines.join('\n');
    expect(line).toContain(messageUuid);
    expect(line).toContain(jobId);
    expect(line).not.toContain(phone);
  });
});
