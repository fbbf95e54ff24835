import { updateAppointmentContract } from '@/server/appointments/contracts';
import { updateAppointment } from '@/server/appointments/update-appointment';
import { route } from '@/server/http/route';

export const PATCH = route(updateAppointmentContract, updateAppointment);
