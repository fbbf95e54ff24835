import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  type Appointment,
  appointments,
  type Customer,
  customers,
  type Dealer,
  type Department,
  dealers,
  departments,
  type Vehicle,
  vehicles,
} from '../db/schema';

/*
 * What appointment confirmations and reminders read. Nothing here writes the appointment (its
 * status is `appointments/`' to change).
 */

export type AppointmentToMessage = {
  appointment: Appointment;
  customer: Customer;
  dealer: Dealer;
  department: Department;
  vehicle: Vehicle | null;
};

/** The appointment with its customer, dealer, department and vehicle; null when there is none. */
export async function findAppointmentToMessage(
  tx: Tx,
  appointmentUuid: string,
): Promise<AppointmentToMessage | null> {
  const [row] = await tx
    .select({
      appointment: appointments,
      customer: customers,
      dealer: dealers,
      department: departments,
      vehicle: vehicles,
    })
    .from(appointments)
    .innerJoin(customers, eq(customers.uuid, appointments.customerUuid))
    .innerJoin(dealers, eq(dealers.uuid, appointments.dealerUuid))
    .innerJoin(departments, eq(departments.uuid, appointments.departmentUuid))
    .leftJoin(vehicles, eq(vehicles.uuid, appointments.vehicleUuid))
    .where(eq(appointments.uuid, appointmentUuid));
  return row ?? null;
}
