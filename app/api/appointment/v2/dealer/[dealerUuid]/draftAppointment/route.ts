import { createDraftAppointmentContract } from '@/server/appointments/contracts';
import { createDraftAppointment } from '@/server/appointments/create-draft-appointment';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(createDraftAppointmentContract, createDraftAppointment);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
