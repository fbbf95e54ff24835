import { listAppointmentsContract } from '@/server/appointments/contracts';
import { listAppointments } from '@/server/appointments/list-appointments';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(listAppointmentsContract, listAppointments);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
