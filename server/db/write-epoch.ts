/**
 * Counts the writes this process has sent to PostgreSQL, so that what it remembers of the database
 * (availability's inputs, see server/scheduling/scheduling-changes.ts) is checked again after its
 * own writes: a look-up that follows a write of this process first waits for that write's change
 * notices. A write counts as it is sent (COMMIT, or a statement that writes outside a transaction)
 * and again when a request that sent one is answered, since only then is its commit surely done.
 * Reads are not counted; counting a read by mistake only costs one more check. On globalThis
 * because Next.js may load this module once per route bundle.
 */
const holder = globalThis as typeof globalThis & { __servicebayWriteEpoch?: number };

const writing = /^\s*(commit|end|insert|update|delete|merge|truncate|copy|call|with|alter|create|drop)\b/i;

const bump = () => {
  holder.__servicebayWriteEpoch = (holder.__servicebayWriteEpoch ?? 0) + 1;
};

/** Called as each statement is sent (the pool's debug hook). */
export function noteStatementSent(query: string): void {
  if (writing.test(query)) bump();
}

/** Called when a request that sent writes has them done (committed or rolled back). */
export function noteWritesDone(): void {
  bump();
}

/** How many writes (and finished requests that wrote) this process has counted. */
export function writeEpoch(): number {
  return holder.__servicebayWriteEpoch ?? 0;
}
