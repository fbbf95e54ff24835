import { DomainError } from '../core/errors';
import { appointmentStatuses } from '../scheduling/booking-statuses';
import { type StatusMoment, statusChangeRefusal } from './status-rules';

/**
 * The status an update asks for (trimmed), when it is one and may follow the current status now
 * (status-rules.ts: arrived on the visit's day, no-show after its start, same-day undo).
 */
export function checkRequestedStatus(
  currentStatus: string,
  status: string | null | undefined,
  moment: StatusMoment,
): string | undefined {
  const requestedStatus = status?.trim();
  if (requestedStatus && !(appointmentStatuses as readonly string[]).includes(requestedStatus)) {
    throw new DomainError(
      'INCORRECT_APPOINTMENT_STATUS',
      `"${requestedStatus}" is not an appointment status`,
    );
  }
  const refusal = requestedStatus ? statusChangeRefusal(currentStatus, requestedStatus, moment) : null;
  if (refusal) throw new DomainError('INCORRECT_APPOINTMENT_STATUS', refusal);
  return requestedStatus;
}
