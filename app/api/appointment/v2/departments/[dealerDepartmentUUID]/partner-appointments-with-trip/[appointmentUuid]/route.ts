import { route } from '@/server/http/route';
import { deleteAppointmentWithTripsContract } from '@/server/trips/contracts';
import { deleteAppointmentWithTrips } from '@/server/trips/delete-appointment-with-trips';

export const DELETE = route(deleteAppointmentWithTripsContract, deleteAppointmentWithTrips);
