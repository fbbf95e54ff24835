import { getAppointmentContract } from '@/server/appointments/contracts';
import { getAppointment } from '@/server/appointments/get-appointment';
import { route } from '@/server/http/route';

export const GET = route(getAppointmentContract, getAppointment);
