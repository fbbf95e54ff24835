import { createAppointmentContract } from '@/server/appointments/contracts';
import { createAppointment } from '@/server/appointments/create-appointment';
import { route } from '@/server/http/route';

export const POST = route(createAppointmentContract, createAppointment);
