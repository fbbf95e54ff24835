import { confirmDraftAppointment } from '@/server/appointments/confirm-draft-appointment';
import { confirmDraftAppointmentContract } from '@/server/appointments/contracts';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(confirmDraftAppointmentContract, confirmDraftAppointment);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
