import { confirmDraftAppointment } from '@/server/appointments/confirm-draft-appointment';
import { confirmDraftAppointmentContract } from '@/server/appointments/contracts';
import { route } from '@/server/http/route';

export const POST = route(confirmDraftAppointmentContract, confirmDraftAppointment);
