import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded';

const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'servicebay-embedded-test-'));
fs.chmodSync(parent, 0o755);
const dataDir = path.join(parent, 'postgres');

afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

async function answers(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    const [row] = await sql<{ one: number }[]>`select 1 as one`;
    return row?.one === 1;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 });
  }
}

describe('the persistent embedded PostgreSQL', () => {
  it('is shared with whoever opens its data directory next, and only its starter stops it', async () => {
    const first = await startEmbeddedPostgres({ dataDir, port: 0 });
    try {
      const second = await startEmbeddedPostgres({ dataDir, port: 0 });
      expect(second.url).toBe(first.url);
      await second.stop();
      expect(await answers(first.url)).toBe(true);
    } finally {
      await first.stop();
    }
    expect(await answers(first.url)).toBe(false);
    // Started again on the kept data directory, without a new initdb.
    const again = await startEmbeddedPostgres({ dataDir, port: 0 });
    try {
      expect(await answers(again.url)).toBe(true);
    } finally {
      await again.stop();
    }
  });
});
