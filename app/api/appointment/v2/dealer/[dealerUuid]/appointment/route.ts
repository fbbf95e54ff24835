import { createAppointmentContract } from '@/server/appointments/contracts';
import { createAppointment } from '@/server/appointments/create-appointment';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(createAppointmentContract, createAppointment);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
