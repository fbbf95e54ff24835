import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { createAppointmentWithTripsContract } from '@/server/trips/contracts';
import { createAppointmentWithTrips } from '@/server/trips/create-appointment-with-trips';

export const POST = route(createAppointmentWithTripsContract, createAppointmentWithTrips);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
