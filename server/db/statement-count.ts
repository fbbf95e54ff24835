/**
 * How many statements this process has sent through its pool, counted by postgres.js as it builds
 * each one (BEGIN and COMMIT included): the metrics expose it, and the bench divides it by the
 * requests it made. Kept on globalThis because Next.js may load this module once per route bundle.
 */
const holder = globalThis as typeof globalThis & { __servicebayStatementsSent?: number };

export function countStatement(): void {
  holder.__servicebayStatementsSent = (holder.__servicebayStatementsSent ?? 0) + 1;
}

export function statementsSent(): number {
  return holder.__servicebayStatementsSent ?? 0;
}
