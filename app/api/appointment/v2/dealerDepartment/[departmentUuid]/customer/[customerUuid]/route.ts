import { findAppointmentsForCustomerContract } from '@/server/appointments/contracts';
import { findAppointmentsForCustomer } from '@/server/appointments/find-appointments-for-customer';
import { otherMethods } from '@/server/http/method-not-allowed';
import { route } from '@/server/http/route';

export const GET = route(findAppointmentsForCustomerContract, findAppointmentsForCustomer);
export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(['GET']);
