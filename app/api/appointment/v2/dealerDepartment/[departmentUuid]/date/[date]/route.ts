import { findAppointmentsByDateContract } from '@/server/appointments/contracts';
import { findAppointmentsByDate } from '@/server/appointments/find-appointments-by-date';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(findAppointmentsByDateContract, findAppointmentsByDate);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
