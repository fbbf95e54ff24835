import { beforeAll, describe, expect, it } from 'vitest';
import {
  createFullAccessClient,
  createTestCustomer,
  type TestServiceSetup,
  type TestTenant,
} from '../../test/fixtures';
import { createBookableTenant } from '../../test/support/bookable-tenant';
import { authenticateApiClient } from '../auth/authenticate';
import type { UseCaseContext } from '../core/context';
import type { Principal } from '../core/principal';
import { db } from '../db/client';
import { roundTripsMade, statementsSent } from '../db/statement-count';
import { addDays, instantToLocalDate } from '../time/wall-clock';
import type { AppointmentRequest } from './appointment.schemas';
import { createAppointment } from './create-appointment';

let tenant: TestTenant;
let setup: TestServiceSetup;
let principal: Principal;
let firstDay = '';
let days = 0;

beforeAll(async () => {
  ({ tenant, setup } = await createBookableTenant());
  const client = await createFullAccessClient(tenant);
  const [username = '', password = ''] = Buffer.from(client.authorization.slice('Basic '.length), 'base64')
    .toString()
    .split(':');
  principal = await authenticateApiClient(db(), { username, password }, null);
  firstDay = addDays(instantToLocalDate(new Date(), 'America/Chicago'), 3);
});

const context = (idempotencyKey: string | null = null): UseCaseContext => ({
  requestId: 'create-appointment-test',
  principal,
  tenants: [{ dealerUuid: tenant.dealerUuid, departmentUuid: null }],
  db: db(),
  idempotencyKey,
});

/** A partner's booking as the bench sends it: vehicle, transport, two services, no advisor named. */
async function partnersBooking(vehicle: 'uuid' | 'vin' = 'uuid'): Promise<AppointmentRequest> {
  const customer = await createTestCustomer(tenant);
  return {
    customerUuid: customer.customerUuid,
    vehicleInformation: vehicle === 'uuid' ? { vehicleUuid: customer.vehicleUuid } : { vin: customer.vin },
    appointmentInformation: {
      appointmentStartDateTime: `${addDays(firstDay, days++)}T09:00:00`,
      transportOption: { transportOptionUuid: setup.transportOptionUuid },
      serviceList: [
        { operationUuid: setup.opcodeUuid },
        { title: 'Squeak when braking', isCustomConcern: true },
      ],
      comments: 'Booked by the partner integration',
    },
  } as AppointmentRequest;
}

/** The statements and round trips one create costs, and its answer. */
async function costOf(ctx: UseCaseContext, body: AppointmentRequest) {
  const statements = statementsSent();
  const roundTrips = roundTripsMade();
  const answer = await createAppointment(ctx, { params: { dealerUuid: tenant.dealerUuid }, body });
  return { statements: statementsSent() - statements, roundTrips: roundTripsMade() - roundTrips, answer };
}

describe('one create, counted', () => {
  it('books with every check in at most 3 round trips and 18 statements (the read-back’s appointment and its lines go out together)', async () => {
    // The first create prepares its statements on the connection; the pool then holds them.
    await costOf(context(), await partnersBooking());
    const { statements, roundTrips, answer } = await costOf(context(), await partnersBooking());
    expect(answer.appointmentInfo.serviceList).toHaveLength(2);
    expect(answer.appointmentInfo.transportOption?.transportation).toBe('WAITER');
    expect(answer.appointmentInfo.assignedAdvisorUuid).toBe(tenant.advisor.dealerAssociateUuid);
    expect(roundTrips).toBeLessThanOrEqual(3);
    expect(statements).toBeLessThanOrEqual(18);
  });

  it('finds a vehicle named by VIN with the department, in no more round trips', async () => {
    await costOf(context(), await partnersBooking('vin'));
    const { statements, roundTrips, answer } = await costOf(context(), await partnersBooking('vin'));
    expect(answer.appointmentInfo.vehicleInformation?.vin).toMatch(/^1HGCV1F3/);
    expect(roundTrips).toBeLessThanOrEqual(3);
    expect(statements).toBeLessThanOrEqual(18);
  });

  it('with an Idempotency-Key, adds its look-up and its stored answer; a retry is answered from it', async () => {
    await costOf(context(`warm-${days}`), await partnersBooking());
    const body = await partnersBooking();
    const key = `counted-${days}`;
    const first = await costOf(context(key), body);
    expect(first.roundTrips).toBeLessThanOrEqual(5);
    expect(first.statements).toBeLessThanOrEqual(21);
    const retry = await costOf(context(key), body);
    expect(retry.answer).toEqual(first.answer);
    expect(retry.roundTrips).toBeLessThanOrEqual(2);
  });
});
