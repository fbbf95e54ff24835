import { findAppointmentsForCustomerContract } from '@/server/appointments/contracts';
import { findAppointmentsForCustomer } from '@/server/appointments/find-appointments-for-customer';
import { route } from '@/server/http/route';

export const GET = route(findAppointmentsForCustomerContract, findAppointmentsForCustomer);
