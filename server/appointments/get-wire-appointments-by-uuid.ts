import type { Tx } from '../db/client';
import type { AppointmentOut } from './appointment.schemas';
import { selectWireAppointment, selectWireAppointmentsByUuid } from './appointment-records';

/** Wire objects of appointments already known to belong to the caller's tenant, in the given order. */
export async function getWireAppointmentsByUuid(tx: Tx, uuids: string[]): Promise<AppointmentOut[]> {
  if (uuids.length === 0) return [];
  // One uuid (every caller's case) goes as \`uuid = $1\`, whose prepared plan PostgreSQL keeps: a
  // generic plan cannot weigh an array's size, so the array form is planned anew on every call,
  // which for this query costs more than running it.
  if (uuids.length === 1) {
    const one = await selectWireAppointment(tx, uuids[0] as string);
    return one ? [one] : [];
  }
  const wire = await selectWireAppointmentsByUuid(tx, uuids);
  return uuids.flatMap((uuid) => wire.filter((w) => w.uuid === uuid));
}
