import { DomainError, type Warning } from '../core/errors';
import type { Tx } from '../db/client';
import {
  countFutureAppointments,
  findActiveAppointmentOfDay,
  findAppointmentByKey,
} from './appointment-records';

/** One active appointment per customer and vehicle per day. */
export async function checkNoDuplicate(
  tx: Tx,
  input: {
    customerUuid: string;
    vehicleUuid: string | null;
    localDate: string;
    excludeAppointmentUuid?: string;
  },
): Promise<void> {
  const duplicate = await findActiveAppointmentOfDay(tx, {
    customerUuid: input.customerUuid,
    vehicleUuid: input.vehicleUuid,
    localDate: input.localDate,
    exceptUuid: input.excludeAppointmentUuid ?? null,
  });
  if (duplicate) {
    throw new DomainError(
      'DUPLICATE_APPOINTMENT_FOUND',
      `The customer already has appointment ${duplicate.uuid} for this vehicle on ${input.localDate}`,
    );
  }
}

/**
 * A customer may hold at most `max` future appointments: the booking that reaches the maximum gets
 * the MAX_APPOINTMENTS_EXCEEDED_FOR_CUSTOMER warning, one beyond it is refused with that code.
 */
export async function checkFutureAppointmentLimit(
  tx: Tx,
  input: { customerUuid: string; now: Date; max: number },
): Promise<Warning[]> {
  const future = await countFutureAppointments(tx, { customerUuid: input.customerUuid, now: input.now });
  if (future >= input.max) {
    throw new DomainError(
      'MAX_APPOINTMENTS_EXCEEDED_FOR_CUSTOMER',
      `The customer already has ${future} future appointments (the dealership allows ${input.max}); complete or cancel one first`,
    );
  }
  return future + 1 === input.max
    ? [
        {
          warningCode: 'MAX_APPOINTMENTS_EXCEEDED_FOR_CUSTOMER',
          warningDescription: `The customer now has ${input.max} future appointments, the most the dealership allows; no more can be booked until one completes or is cancelled`,
        },
      ]
    : [];
}

/** An appointment key (the DMS's) names one appointment of the dealer. */
export async function checkAppointmentKeyFree(tx: Tx, dealerUuid: string, key: string, exceptUuid?: string) {
  const taken = await findAppointmentByKey(tx, { dealerUuid, key });
  if (taken && taken.uuid !== exceptUuid) {
    throw new DomainError(
      'APPOINTMENT_KEY_EXISTS',
      `Appointment key ${key} is already used by ${taken.uuid}`,
    );
  }
}
