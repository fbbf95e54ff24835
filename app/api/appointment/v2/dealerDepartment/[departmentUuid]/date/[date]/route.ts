import { findAppointmentsByDateContract } from '@/server/appointments/contracts';
import { findAppointmentsByDate } from '@/server/appointments/find-appointments-by-date';
import { route } from '@/server/http/route';

export const GET = route(findAppointmentsByDateContract, findAppointmentsByDate);
