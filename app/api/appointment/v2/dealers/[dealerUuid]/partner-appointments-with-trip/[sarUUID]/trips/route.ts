import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { findAppointmentTripsContract } from '@/server/trips/contracts';
import { findAppointmentTrips } from '@/server/trips/find-appointment-trips';

export const GET = route(findAppointmentTripsContract, findAppointmentTrips);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
