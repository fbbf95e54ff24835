import type { AppointmentFields, AppointmentRequest } from './appointment.schemas';

/** A create/update body with the fields of appointmentInformation and the flat ones merged. */
export type MergedAppointmentRequest = AppointmentFields & {
  customerUuid: AppointmentRequest['customerUuid'];
  vehicleInformation: AppointmentRequest['vehicleInformation'];
};

/**
 * One view of a create/update body: fields inside appointmentInformation win over the same fields
 * sent flat, and a field absent in both stays undefined (which PATCH reads as "unchanged").
 */
export function mergeAppointmentRequest(body: AppointmentRequest): MergedAppointmentRequest {
  const { appointmentInformation, customerUuid, vehicleInformation, ...flat } = body;
  const merged: Record<string, unknown> = { ...flat };
  for (const [key, value] of Object.entries(appointmentInformation ?? {})) {
    if (value !== undefined) merged[key] = value;
  }
  return { ...(merged as AppointmentFields), customerUuid, vehicleInformation };
}
