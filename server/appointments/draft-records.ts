import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { appointmentDrafts } from '../db/schema';

export type AppointmentDraft = typeof appointmentDrafts.$inferSelect;

/** Stores a proposed visit. */
export async function insertDraft(tx: Tx, draft: typeof appointmentDrafts.$inferInsert): Promise<void> {
  await tx.insert(appointmentDrafts).values(draft);
}

/** The draft of a deep link, locked until the transaction ends (the token is the credential). */
export async function lockDraftByToken(tx: Tx, token: string): Promise<AppointmentDraft | undefined> {
  const [draft] = await tx
    .select()
    .from(appointmentDrafts)
    .where(eq(appointmentDrafts.token, token))
    .for('update');
  return draft;
}

/** Marks the dealer's draft confirmed by the appointment it was booked as. */
export async function markDraftConfirmed(
  tx: Tx,
  input: { dealerUuid: string; draftUuid: string; appointmentUuid: string },
): Promise<void> {
  await tx
    .update(appointmentDrafts)
    .set({ status: 'CONFIRMED', appointmentUuid: input.appointmentUuid })
    .where(
      and(eq(appointmentDrafts.dealerUuid, input.dealerUuid), eq(appointmentDrafts.uuid, input.draftUuid)),
    );
}
