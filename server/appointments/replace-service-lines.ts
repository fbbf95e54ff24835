import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { appointmentServices } from '../db/schema';
import { newUuid } from '../ids';
import type { AppointmentChanges } from './appointment-changes';
import type { ServiceLine } from './build-service-lines';

/** Replaces the appointment's service lines with the ones the update sent. */
export async function replaceServiceLines(
  tx: Tx,
  draft: AppointmentChanges,
  lines: ServiceLine[],
): Promise<void> {
  const appointmentUuid = draft.current.uuid;
  await tx.delete(appointmentServices).where(eq(appointmentServices.appointmentUuid, appointmentUuid));
  if (lines.length > 0) {
    await tx
      .insert(appointmentServices)
      .values(lines.map((line) => ({ uuid: newUuid(), appointmentUuid, ...line })));
  }
  draft.log.serviceList = { from: 'replaced', to: lines.map((l) => l.title ?? l.description) };
}
