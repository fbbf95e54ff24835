import type postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { withNamedStatements } from './named-statements';

type Call = { query: string; options: unknown };

/** A stand-in for a postgres.js client that records how each query was asked for. */
function recordingClient(calls: Call[]): postgres.Sql {
  const client = {
    unsafe: (query: string, _parameters?: unknown[], options?: unknown) => {
      calls.push({ query, options });
      return Promise.resolve([]);
    },
    begin: (callback: (transaction: unknown) => unknown) => callback(recordingClient(calls)),
    savepoint: (_name: string, callback: (transaction: unknown) => unknown) =>
      callback(recordingClient(calls)),
    options: { max: 10 },
  };
  return client as unknown as postgres.Sql;
}

describe('withNamedStatements', () => {
  it('asks for a prepared statement even when the caller asked for an unprepared one', async () => {
    const calls: Call[] = [];
    const client = withNamedStatements(recordingClient(calls));
    await client.unsafe('select $1', [1], { prepare: false });
    expect(calls).toEqual([{ query: 'select $1', options: { prepare: true } }]);
  });

  it('does the same inside transactions and their savepoints', async () => {
    const calls: Call[] = [];
    const client = withNamedStatements(recordingClient(calls));
    await client.begin(async (transaction) => {
      await transaction.unsafe('select 1', [], { prepare: false });
      await transaction.savepoint('inner', async (inner) => {
        await inner.unsafe('select 2', [], { prepare: false });
      });
    });
    expect(calls.map((c) => c.options)).toEqual([{ prepare: true }, { prepare: true }]);
  });

  it('leaves everything else of the client as it is', () => {
    const client = withNamedStatements(recordingClient([]));
    expect(client.options.max).toBe(10);
  });
});
