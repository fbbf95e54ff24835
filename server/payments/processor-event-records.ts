import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type PaymentProcessorName, processorEvents } from '../db/schema';
import { newUuid } from '../ids';

/** Processor events: Stripe's webhooks as received, and the events the sandbox and advisors cause. */

/** Stores a processor's event once; answers false when that id was stored before (a redelivery). */
export async function storeProcessorEvent(
  tx: Tx,
  event: {
    id: string;
    processor: PaymentProcessorName;
    type: string;
    account: string | null;
    payload: Record<string, unknown>;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(processorEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: processorEvents.id });
  return rows.length > 0;
}

/** The stored event, locked, when nothing has processed it yet. */
export async function lockUnprocessedEvent(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(processorEvents)
    .where(and(eq(processorEvents.id, id), isNull(processorEvents.processedAt)))
    .for('update');
  return row ?? null;
}

export async function markEventProcessed(
  tx: Tx,
  id: string,
  result: { invoiceUuid: string | null; outcome: string },
): Promise<void> {
  await tx
    .update(processorEvents)
    .set({ invoiceUuid: result.invoiceUuid, outcome: result.outcome.slice(0, 200), processedAt: new Date() })
    .where(eq(processorEvents.id, id));
}

/** An event that happened here (a sandbox payment, an advisor's capture): stored already processed. */
export async function recordLocalEvent(
  tx: Tx,
  event: {
    processor: PaymentProcessorName;
    type: string;
    invoiceUuid: string;
    payload: Record<string, unknown>;
    outcome: string;
  },
): Promise<void> {
  await tx.insert(processorEvents).values({
    id: `local_${newUuid()}`,
    processor: event.processor,
    type: event.type,
    account: null,
    invoiceUuid: event.invoiceUuid,
    payload: event.payload,
    outcome: event.outcome,
    processedAt: new Date(),
  });
}

export async function findInvoiceEvents(tx: Tx, invoiceUuid: string) {
  return tx
    .select()
    .from(processorEvents)
    .where(eq(processorEvents.invoiceUuid, invoiceUuid))
    .orderBy(asc(processorEvents.createdAt), asc(processorEvents.id))
    .limit(200);
}
