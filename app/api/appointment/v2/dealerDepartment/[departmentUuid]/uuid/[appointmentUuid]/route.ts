import { getAppointmentContract } from '@/server/appointments/contracts';
import { getAppointment } from '@/server/appointments/get-appointment';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(getAppointmentContract, getAppointment);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
