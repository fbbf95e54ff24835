import { listAppointmentsContract } from '@/server/appointments/contracts';
import { listAppointments } from '@/server/appointments/list-appointments';
import { route } from '@/server/http/route';

export const POST = route(listAppointmentsContract, listAppointments);
