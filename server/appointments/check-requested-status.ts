import { DomainError } from '../core/errors';
import { appointmentStatuses } from './appointment.schemas';
import { canTransition } from './statuses';

/** The status an update asks for (trimmed), when it is one and may follow the current status. */
export function checkRequestedStatus(
  currentStatus: string,
  status: string | null | undefined,
): string | undefined {
  const requestedStatus = status?.trim();
  if (requestedStatus && !(appointmentStatuses as readonly string[]).includes(requestedStatus)) {
    throw new DomainError(
      'INCORRECT_APPOINTMENT_STATUS',
      `"${requestedStatus}" is not an appointment status`,
    );
  }
  if (requestedStatus && !canTransition(currentStatus, requestedStatus)) {
    throw new DomainError(
      'INCORRECT_APPOINTMENT_STATUS',
      `An appointment that is ${currentStatus} cannot become ${requestedStatus}`,
    );
  }
  return requestedStatus;
}
