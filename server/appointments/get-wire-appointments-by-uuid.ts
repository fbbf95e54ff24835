import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { appointments } from '../db/schema';
import type { AppointmentOut } from './appointment.schemas';
import { selectWireAppointments } from './load-wire-appointments';

/** Wire objects of appointments already known to belong to the caller's tenant, in the given order. */
export async function getWireAppointmentsByUuid(tx: Tx, uuids: string[]): Promise<AppointmentOut[]> {
  if (uuids.length === 0) return [];
  const wire = await selectWireAppointments(tx, { where: inArray(appointments.uuid, uuids) });
  return uuids.flatMap((uuid) => wire.filter((w) => w.uuid === uuid));
}
