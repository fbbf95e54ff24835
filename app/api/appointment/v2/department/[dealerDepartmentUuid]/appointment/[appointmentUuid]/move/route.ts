import { moveAppointmentWithNoticeContract } from '@/server/appointments/contracts';
import { moveAppointmentWithNotice } from '@/server/appointments/move-appointment-with-notice';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const POST = route(moveAppointmentWithNoticeContract, moveAppointmentWithNotice);
export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['POST']);
