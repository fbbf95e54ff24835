import { ApiError, requestJson } from '@/components/request-json';
import type {
  AppointmentTripsResponse,
  PartnerAppointmentRequest,
  SaveAppointmentWithTripResponse,
} from '@/server/trips/trip.schemas';
import { tripErrorMessage } from './trip-form-model';

const enc = encodeURIComponent;

/** Trip calls, with the refusal reworded for the advisor (trip-form-model knows the trip codes). */
async function call<T>(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<T> {
  try {
    return await requestJson<T>(method, path, body);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw new ApiError(error.status, error.code, tripErrorMessage(error.code, error.message));
  }
}

const tripsPath = (dealerUuid: string, appointmentUuid: string) =>
  `/api/appointment/v2/dealers/${enc(dealerUuid)}/partner-appointments-with-trip/${enc(appointmentUuid)}`;

export const tripApi = {
  list: (dealerUuid: string, appointmentUuid: string) =>
    call<AppointmentTripsResponse>('GET', `${tripsPath(dealerUuid, appointmentUuid)}/trips`),
  save: (dealerUuid: string, appointmentUuid: string, body: PartnerAppointmentRequest) =>
    call<SaveAppointmentWithTripResponse>('PUT', tripsPath(dealerUuid, appointmentUuid), body),
};

export { ApiError };
