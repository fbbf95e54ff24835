import type { Tx } from '../db/client';
import type { AppointmentOut } from './appointment.schemas';
import { selectWireAppointments, uuidIn } from './load-wire-appointments';

/** Wire objects of appointments already known to belong to the caller's tenant, in the given order. */
export async function getWireAppointmentsByUuid(tx: Tx, uuids: string[]): Promise<AppointmentOut[]> {
  if (uuids.length === 0) return [];
  const wire = await selectWireAppointments(tx, { where: uuidIn(uuids) });
  return uuids.flatMap((uuid) => wire.filter((w) => w.uuid === uuid));
}
