import type { WrittenAnswer } from '../core/written-answer';

/**
 * Written availability answers, per process, by everything they are made of (the department's and
 * the days' versions, the selection, the dates, the query), each until the instant its days stop
 * being settled (day-result-cache.ts): until then a fresh evaluation gives the same bytes. An answer
 * of changed bookings or set-up is never found again (its versions are in its key) and leaves as the
 * least recently used.
 */
type Entry = { written: WrittenAnswer; settledUntilMs: number };

const remembered = new Map<string, Entry>();
// A 21-day answer of a 12-advisor department is about 22 KB (every slot listed: about 130 KB).
const mostBytes = 16 * 1024 * 1024;
const mostAnswers = 1_000;
let heldBytes = 0;

/** The answer remembered under `key`, if it is still what an evaluation at `nowMs` gives. */
export function rememberedAnswer(key: string, nowMs: number): WrittenAnswer | undefined {
  const entry = remembered.get(key);
  if (!entry) return undefined;
  drop(key);
  if (nowMs > entry.settledUntilMs) return undefined;
  // Most recently used goes last.
  remembered.set(key, entry);
  heldBytes += entry.written.byteLength;
  return entry.written;
}

export function rememberAnswer(key: string, written: WrittenAnswer, settledUntilMs: number): void {
  if (written.byteLength > mostBytes / 8) return;
  drop(key);
  remembered.set(key, { written, settledUntilMs });
  heldBytes += written.byteLength;
  for (const [oldest] of remembered) {
    if (heldBytes <= mostBytes && remembered.size <= mostAnswers) break;
    drop(oldest);
  }
}

function drop(key: string): void {
  const entry = remembered.get(key);
  if (!entry) return;
  remembered.delete(key);
  heldBytes -= entry.written.byteLength;
}

/** Forgets every remembered answer (tests compare with a fresh evaluation). */
export function forgetAvailabilityAnswers(): void {
  remembered.clear();
  heldBytes = 0;
}
