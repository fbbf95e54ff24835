import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { appointmentDrafts, dealers, departments, opcodes } from '../db/schema';

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

/** A draft of a deep link, with its dealer's name and time zone and its department's phone. */
export async function selectDraftWithDealer(tx: Tx, token: string) {
  const [row] = await tx
    .select({
      draft: appointmentDrafts,
      dealerName: dealers.name,
      timeZone: dealers.timeZone,
      timeFormat: dealers.timeFormat,
      phone: departments.phoneNumber,
    })
    .from(appointmentDrafts)
    .innerJoin(dealers, eq(dealers.uuid, appointmentDrafts.dealerUuid))
    .innerJoin(departments, eq(departments.uuid, appointmentDrafts.departmentUuid))
    .where(eq(appointmentDrafts.token, token));
  return row;
}

/** The opcodes of the department a draft's services are named from. */
export async function selectDraftCatalog(tx: Tx, departmentUuid: string) {
  return tx.select().from(opcodes).where(eq(opcodes.departmentUuid, departmentUuid));
}
