import { findAppointmentsByOrderContract } from '@/server/appointments/contracts';
import { findAppointmentsByOrder } from '@/server/appointments/find-appointments-by-order';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(findAppointmentsByOrderContract, findAppointmentsByOrder);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
