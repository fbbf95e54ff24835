import { findAppointmentsByOrderContract } from '@/server/appointments/contracts';
import { findAppointmentsByOrder } from '@/server/appointments/find-appointments-by-order';
import { route } from '@/server/http/route';

export const GET = route(findAppointmentsByOrderContract, findAppointmentsByOrder);
