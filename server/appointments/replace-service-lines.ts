import type { Tx } from '../db/client';
import { newUuid } from '../ids';
import type { AppointmentChanges } from './appointment-changes';
import { replaceServiceRows } from './appointment-records';
import type { ServiceLine } from './build-service-lines';

/** Replaces the appointment's service lines with the ones the update sent. */
export async function replaceServiceLines(
  tx: Tx,
  draft: AppointmentChanges,
  lines: ServiceLine[],
): Promise<void> {
  const appointmentUuid = draft.current.uuid;
  await replaceServiceRows(tx, {
    appointmentUuid,
    dealerUuid: draft.current.dealerUuid,
    lines: lines.map((line) => ({ uuid: newUuid(), appointmentUuid, ...line })),
  });
  draft.log.serviceList = { from: 'replaced', to: lines.map((l) => l.title ?? l.description) };
}
