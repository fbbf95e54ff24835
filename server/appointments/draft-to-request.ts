import type { AppointmentRequest, DraftRequest } from './appointment.schemas';

/** The create request a draft becomes when the customer confirms it. */
export function draftToAppointmentRequest(draftUuid: string, draft: DraftRequest): AppointmentRequest {
  return {
    customerUuid: draft.customerDetails?.customerUuid,
    vehicleInformation: draft.customerDetails?.vehicleUuid
      ? { vehicleUuid: draft.customerDetails.vehicleUuid }
      : draft.customerDetails?.vin
        ? { vin: draft.customerDetails.vin }
        : null,
    appointmentInformation: {
      appointmentStartDateTime: draft.appointmentStartDateTime,
      appointmentEndDateTime: draft.appointmentEndDateTime,
      assignedUser: draft.assignedAdvisorUuid ? { uuid: draft.assignedAdvisorUuid } : null,
      transportOption: draft.transportOption ? { transportOptionUuid: draft.transportOption } : null,
      // Each entry is a labor code or an opcode uuid; both are looked up in the catalog.
      serviceList: (draft.opCodes ?? []).map((code) => ({ title: code })),
      comments: draft.note,
      customerAppointmentPreference: draft.appointmentCommunicationPreference,
      draftUuid,
    },
  };
}
