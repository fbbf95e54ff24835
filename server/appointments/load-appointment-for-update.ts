import { and, eq } from 'drizzle-orm';
import { DomainError, sqlStateOf } from '../core/errors';
import type { Tx } from '../db/client';
import { type Appointment, appointments, repairOrders } from '../db/schema';

/**
 * Locks the appointment row without waiting: a second concurrent update of the same appointment is
 * refused (the client retries) instead of silently overwriting the first one.
 */
async function lockAppointment(
  tx: Tx,
  input: { uuid: string; dealerUuid: string },
): Promise<Appointment | undefined> {
  try {
    const [row] = await tx
      .select()
      .from(appointments)
      .where(and(eq(appointments.uuid, input.uuid), eq(appointments.dealerUuid, input.dealerUuid)))
      .for('update', { noWait: true });
    return row;
  } catch (error) {
    if (sqlStateOf(error) === '55P03') {
      throw new DomainError(
        'UPDATE_APPOINTMENT_FAILED_TO_ACQUIRE_LOCK',
        'Another update of this appointment is in progress; retry in a moment',
        { cause: error },
      );
    }
    throw error;
  }
}

/** The number of the repair order the appointment became, if it became one. */
async function repairOrderNumberOf(tx: Tx, appointmentUuid: string): Promise<string | undefined> {
  const [order] = await tx
    .select({ orderNumber: repairOrders.orderNumber })
    .from(repairOrders)
    .where(eq(repairOrders.appointmentUuid, appointmentUuid));
  return order?.orderNumber;
}

/**
 * The stored appointment an update may change, locked for it: it must be the department's, and
 * not yet linked to a repair order.
 */
export async function loadAppointmentForUpdate(
  tx: Tx,
  input: { appointmentUuid: string; dealerUuid: string; departmentUuid: string },
): Promise<Appointment> {
  const { appointmentUuid } = input;
  const current = await lockAppointment(tx, { uuid: appointmentUuid, dealerUuid: input.dealerUuid });
  if (!current) throw new DomainError('NO_SAR_FOUND', `No appointment ${appointmentUuid} in this department`);
  if (current.departmentUuid !== input.departmentUuid) {
    throw new DomainError(
      'INCORRECT_APPOINTMENT_DEPARTMENT',
      `Appointment ${appointmentUuid} belongs to another department of the dealer`,
    );
  }
  const orderNumber = await repairOrderNumberOf(tx, appointmentUuid);
  if (orderNumber !== undefined) {
    throw new DomainError(
      'APPOINTMENT_CANNOT_BE_UPDATED_RO_MAPPED',
      `The appointment is linked to repair order ${orderNumber} and can no longer be changed`,
    );
  }
  return current;
}
