import { cancelAppointmentWithReason } from '@/server/appointments/cancel-appointment-with-reason';
import { cancelAppointmentWithReasonContract } from '@/server/appointments/contracts';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(cancelAppointmentWithReasonContract, cancelAppointmentWithReason);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
