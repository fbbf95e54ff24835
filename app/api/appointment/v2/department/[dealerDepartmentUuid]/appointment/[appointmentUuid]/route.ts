import { updateAppointmentContract } from '@/server/appointments/contracts';
import { updateAppointment } from '@/server/appointments/update-appointment';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const PATCH = route(updateAppointmentContract, updateAppointment);
export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods(['PATCH']);
