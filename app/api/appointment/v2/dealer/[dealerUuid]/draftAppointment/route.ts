import { createDraftAppointmentContract } from '@/server/appointments/contracts';
import { createDraftAppointment } from '@/server/appointments/create-draft-appointment';
import { route } from '@/server/http/route';

export const POST = route(createDraftAppointmentContract, createDraftAppointment);
