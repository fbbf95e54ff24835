import { DomainError } from '../core/errors';

/**
 * Checks the appointment uuid of a path: blank (EMPTY_SAR_UUID), a placeholder a client failed to
 * fill (NO_SAR_UUID), or not an identifier at all (INVALID_SAR_UUID).
 */
export function checkAppointmentUuid(value: string): string {
  const uuid = value.trim();
  if (uuid === '') throw new DomainError('EMPTY_SAR_UUID', 'The appointment uuid in the path is empty');
  if (['null', 'undefined', '{appointmentuuid}', '{sarUUID}'.toLowerCase()].includes(uuid.toLowerCase())) {
    throw new DomainError(
      'NO_SAR_UUID',
      `"${uuid}" is not an appointment uuid; fill in the appointment's uuid`,
    );
  }
  if (!/^[A-Za-z0-9_-]{8,128}$/.test(uuid)) {
    throw new DomainError('INVALID_SAR_UUID', `"${uuid}" is not a valid appointment uuid`);
  }
  return uuid;
}
