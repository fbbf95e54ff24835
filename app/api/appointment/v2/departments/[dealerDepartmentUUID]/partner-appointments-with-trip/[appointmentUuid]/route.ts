import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';
import { deleteAppointmentWithTripsContract } from '@/server/trips/contracts';
import { deleteAppointmentWithTrips } from '@/server/trips/delete-appointment-with-trips';

export const DELETE = route(deleteAppointmentWithTripsContract, deleteAppointmentWithTrips);
export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods(['DELETE']);
