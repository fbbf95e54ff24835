import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { saveAppointmentWithTripsContract } from '@/server/trips/contracts';
import { saveAppointmentWithTrips } from '@/server/trips/save-appointment-with-trips';

export const PUT = route(saveAppointmentWithTripsContract, saveAppointmentWithTrips);
export const { GET, POST, PATCH, DELETE, OPTIONS } = otherMethods(['PUT']);
