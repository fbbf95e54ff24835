import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as createAppointmentRoute } from '@/app/api/appointment/v2/dealer/[dealerUuid]/appointment/route';
import { GET as getAppointmentRoute } from '@/app/api/appointment/v2/dealerDepartment/[departmentUuid]/uuid/[appointmentUuid]/route';
import { PUT as updateRoute } from '@/app/api/appointment/v2/dealers/[dealerUuid]/partner-appointments-with-trip/[sarUUID]/route';
import { GET as tripsRoute } from '@/app/api/appointment/v2/dealers/[dealerUuid]/partner-appointments-with-trip/[sarUUID]/trips/route';
import { POST as createRoute } from '@/app/api/appointment/v2/dealers/[dealerUuid]/partner-appointments-with-trip/route';
import { DELETE as deleteRoute } from '@/app/api/appointment/v2/departments/[dealerDepartmentUUID]/partner-appointments-with-trip/[appointmentUuid]/route';
import { db } from '../../server/db/client';
import { departments, transportOptions, trips } from '../../server/db/schema';
import { newTenantUuid, newUuid } from '../../server/ids';
import {
  addDays,
  instantToLocalDate,
  instantToOffsetDateTime,
  wallClockToInstant,
} from '../../server/time/wall-clock';
import {
  appointmentTripsResponseSchema,
  saveAppointmentWithTripResponseSchema,
  type TripView,
} from '../../server/trips/trip.schemas';
import { createTenantPair, describeAuthMatrix } from '../auth-matrix';
import { callRoute } from '../call-route';
import {
  addServiceSetup,
  createFullAccessClient,
  createTestCustomer,
  type TestClient,
  type TestCustomer,
  type TestServiceSetup,
  type TestTenant,
} from '../fixtures';
import { allowManyVisitsPerCustomer } from '../support/bookable-tenant';

type Body = Record<string, unknown>;
type SaveBody = {
  eventUUID: string | null;
  pickupEventUUID: string | null;
  dropoffEventUUID: string | null;
  appointmentUUID: string | null;
  statusCode: number;
  errors: Array<{ errorCode: string; errorDescription: string }> | null;
  warnings: unknown[] | null;
};
const errorCode = (body: Body) => {
  const errors = body.errors as Array<{ errorCode: string }> | null | undefined;
  const error = body.error as { errorCode: string } | null | undefined;
  return errors?.[0]?.errorCode ?? error?.errorCode;
};

let own: TestTenant;
let other: TestTenant;
let client: TestClient;
let setup: TestServiceSetup;
let pickupAndDeliveryUuid: string;
const customersOf = new Map<string, TestCustomer>();
let firstDay = '';
let dayCounter = 0;
const nextDay = () => addDays(firstDay, ++dayCounter);
const timeZone = 'America/Chicago';

/** 09:00 of a dealer day as the partner sends it: ISO-8601 with offset, no millis (2027-03-04T09:00:00-0600). */
function partnerTime(date: string, wall = '09:00:00', zone = timeZone): string {
  const result = wallClockToInstant(`${date}T${wall}`, zone);
  if (!result.ok) throw new Error(`no such time ${date}T${wall}`);
  return instantToOffsetDateTime(result.instant, zone).replace(/\.\d{3}/, '');
}

async function addPickupAndDelivery(tenant: TestTenant): Promise<string> {
  const uuid = newUuid();
  await db().insert(transportOptions).values({
    uuid,
    departmentUuid: tenant.departmentUuid,
    optionName: 'PICKUP_AND_DELIVERY',
    customName: 'Pickup and delivery',
    isPickupAndDelivery: true,
  });
  return uuid;
}

beforeAll(async () => {
  ({ own, other } = await createTenantPair());
  client = await createFullAccessClient(own);
  setup = await addServiceSetup(own);
  await addServiceSetup(other);
  for (const tenant of [own, other]) {
    await allowManyVisitsPerCustomer(tenant);
    customersOf.set(tenant.dealerUuid, await createTestCustomer(tenant));
  }
  pickupAndDeliveryUuid = await addPickupAndDelivery(own);
  await addPickupAndDelivery(other);
  firstDay = addDays(instantToLocalDate(new Date(), timeZone), 3);
});

const customerOf = (t: TestTenant) => customersOf.get(t.dealerUuid) as TestCustomer;

const pickupBody = (extra: Body = {}): Body => ({
  originAddress: '12 Elm St, Springfield',
  originLocationLat: 41.88,
  originLocationLon: -87.63,
  destinationAddress: 'Test Motors service drive',
  mustStartBy: '2030-01-01T08:15:00-0600',
  ...extra,
});
const dropoffBody = (extra: Body = {}): Body => ({
  originAddress: 'Test Motors service drive',
  rideTime: '2030-01-01T16:00:00-0600',
  ...extra,
});

/** A partner body for a tenant: the appointment at 09:00 of `date`, the given trip objects. */
function partnerBody(t: TestTenant, date: string, trips: Body, extra: Body = {}): Body {
  return {
    customerUUID: customerOf(t).customerUuid,
    appointmentDateTime: partnerTime(date),
    dealerDepartmentUUID: t.departmentUuid,
    vehicleInformation: { vehicleUuid: customerOf(t).vehicleUuid },
    appointmentInformation: {
      comments: 'Pick the car up at home',
      creatorUser: { uuid: t.advisor.dealerAssociateUuid },
    },
    requesterUserUUID: t.advisor.userUuid,
    source: 'DEALER_APP',
    ...trips,
    ...extra,
  };
}

async function post(body: Body, authorization = client.authorization, dealerUuid = own.dealerUuid) {
  return callRoute<SaveBody & Body>(createRoute, {
    path: `/api/appointment/v2/dealers/${dealerUuid}/partner-appointments-with-trip`,
    params: { dealerUuid },
    authorization,
    body,
  });
}

async function put(
  sarUUID: string,
  body: Body,
  authorization = client.authorization,
  dealerUuid = own.dealerUuid,
) {
  return callRoute<SaveBody & Body>(updateRoute, {
    method: 'PUT',
    path: `/api/appointment/v2/dealers/${dealerUuid}/partner-appointments-with-trip/${sarUUID}?enforcePreferences=true`,
    params: { dealerUuid, sarUUID },
    authorization,
    body,
  });
}

async function getTrips(sarUUID: string, dealerUuid = own.dealerUuid) {
  return callRoute<Body>(tripsRoute, {
    path: `/api/appointment/v2/dealers/${dealerUuid}/partner-appointments-with-trip/${sarUUID}/trips`,
    params: { dealerUuid, sarUUID },
    authorization: client.authorization,
  });
}

async function tripsOf(sarUUID: string): Promise<TripView[]> {
  const res = await getTrips(sarUUID);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return appointmentTripsResponseSchema.parse(res.body).tripViewDtos;
}

async function remove(
  appointmentUuid: string,
  query = '?source=DEALER_APP',
  departmentUuid = own.departmentUuid,
) {
  return callRoute<SaveBody & Body>(deleteRoute, {
    method: 'DELETE',
    path: `/api/appointment/v2/departments/${departmentUuid}/partner-appointments-with-trip/${appointmentUuid}${query}`,
    params: { dealerDepartmentUUID: departmentUuid, appointmentUuid },
    authorization: client.authorization,
  });
}

async function getAppointment(appointmentUuid: string) {
  const res = await callRoute<{
    appointmentInfo: Body & { transportOption: { transportOptionUuid: string } | null };
  }>(getAppointmentRoute, {
    path: '/x',
    params: { departmentUuid: own.departmentUuid, appointmentUuid },
    authorization: client.authorization,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.appointmentInfo;
}

type Appt = { uuid: string; date: string; pickup: string | null; dropoff: string | null };

/** An appointment of `own` in the given trip state: none (booked through the plain create), pickup, or both. */
async function appointmentWith(state: 'none' | 'pickup' | 'both'): Promise<Appt> {
  const date = nextDay();
  if (state === 'none') {
    const res = await callRoute<Body>(createAppointmentRoute, {
      path: '/x',
      params: { dealerUuid: own.dealerUuid },
      authorization: client.authorization,
      body: {
        customerUuid: customerOf(own).customerUuid,
        vehicleInformation: { vehicleUuid: customerOf(own).vehicleUuid },
        appointmentInformation: { appointmentStartDateTime: `${date}T09:00:00`, comments: 'Booked online' },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { uuid: res.body.appointmentUuid as string, date, pickup: null, dropoff: null };
  }
  const res = await post(
    partnerBody(own, date, {
      pickupTripInformation: pickupBody(),
      ...(state === 'both' ? { dropTripInformation: dropoffBody() } : {}),
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    uuid: res.body.appointmentUUID as string,
    date,
    pickup: res.body.pickupEventUUID,
    dropoff: res.body.dropoffEventUUID,
  };
}

/** The error body rule: statusCode is the HTTP status, every UUID field null, warnings null. */
function expectPartnerError(res: { status: number; body: SaveBody }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toMatchObject({
    eventUUID: null,
    pickupEventUUID: null,
    dropoffEventUUID: null,
    appointmentUUID: null,
    statusCode: status,
    warnings: null,
  });
  expect(res.body.errors?.[0]?.errorCode).toBe(code);
  expect(res.body.errors?.[0]?.errorDescription).toBeTruthy();
}

describe('partner appointment with trip: authentication and scope matrix', () => {
  const tenants = () => ({ own, other });
  let forUpdate: Appt;
  let forDelete: Appt;
  beforeAll(async () => {
    forUpdate = await appointmentWith('none');
    forDelete = await appointmentWith('both');
  });
  describeAuthMatrix(
    {
      name: 'create',
      handler: createRoute,
      scope: 'appointment.create',
      level: 'DEALER',
      call: (t) => ({
        path: '/x',
        params: { dealerUuid: t.dealerUuid },
        body: partnerBody(t, addDays(firstDay, 300), { pickupTripInformation: pickupBody() }),
      }),
      errorCode,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'update',
      handler: updateRoute,
      scope: 'appointment.create',
      level: 'DEALER',
      call: (t) => ({
        path: '/x',
        params: { dealerUuid: t.dealerUuid, sarUUID: forUpdate.uuid },
        body: partnerBody(t, forUpdate.date, { pickupTripInformation: pickupBody() }),
      }),
      errorCode,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'get trips',
      handler: tripsRoute,
      scope: 'appointment.trip.read',
      level: 'DEALER',
      call: (t) => ({ path: '/x', params: { dealerUuid: t.dealerUuid, sarUUID: forDelete.uuid } }),
      errorCode,
    },
    tenants,
  );
  describeAuthMatrix(
    {
      name: 'delete',
      handler: deleteRoute,
      scope: 'appointment.create',
      level: 'DEPARTMENT',
      call: (t) => ({
        path: '/x?source=WEB',
        params: { dealerDepartmentUUID: t.departmentUuid, appointmentUuid: forDelete.uuid },
      }),
      errorCode,
    },
    tenants,
  );

  it('renders 401 in the partner error shape', async () => {
    const res = await callRoute<SaveBody>(updateRoute, {
      method: 'PUT',
      path: '/x',
      params: { dealerUuid: own.dealerUuid, sarUUID: forUpdate.uuid },
      body: partnerBody(own, forUpdate.date, { pickupTripInformation: pickupBody() }),
    });
    expectPartnerError(res, 401, 'NO_AUTHENTICATION_PROVIDED');
  });
});

describe('PUT: the 16 P/D cases, each from its mapped-trip state', () => {
  const pickupOf = (a: Appt) => a.pickup as string;
  const dropoffOf = (a: Appt) => a.dropoff as string;
  type Case = {
    n: number;
    from: 'none' | 'pickup' | 'both';
    trips: (a: Appt) => Body;
    /** Expected trips afterwards, as [rideType, originAddress] pairs; or the refusal. */
    after?: Array<[string, string]>;
    code?: string;
    /** Which stored trips must keep their identity. */
    keeps?: Array<'pickup' | 'dropoff'>;
  };
  const moved = 'Moved: 99 Oak Ave';
  const table: Case[] = [
    {
      n: 1,
      from: 'both',
      trips: () => ({ pickupTripInformation: {}, dropTripInformation: null }),
      code: 'NO_OPERATION_SPECIFIED',
    },
    {
      n: 2,
      from: 'pickup',
      trips: () => ({ dropTripInformation: dropoffBody({ originAddress: moved }) }),
      after: [
        ['PICKUP_VEHICLE', '12 Elm St, Springfield'],
        ['DROPOFF_VEHICLE', moved],
      ],
      keeps: ['pickup'],
    },
    {
      n: 3,
      from: 'both',
      trips: (a) => ({ dropTripInformation: { eventUUID: dropoffOf(a) } }),
      after: [['PICKUP_VEHICLE', '12 Elm St, Springfield']],
      keeps: ['pickup'],
    },
    {
      n: 4,
      from: 'both',
      trips: (a) => ({
        dropTripInformation: { eventUUID: dropoffOf(a), ...dropoffBody({ originAddress: moved }) },
      }),
      after: [
        ['PICKUP_VEHICLE', '12 Elm St, Springfield'],
        ['DROPOFF_VEHICLE', moved],
      ],
      keeps: ['pickup', 'dropoff'],
    },
    { n: 5, from: 'both', trips: (a) => ({ pickupTripInformation: { eventUUID: pickupOf(a) } }), after: [] },
    {
      n: 6,
      from: 'both',
      trips: (a) => ({
        pickupTripInformation: { eventUUID: pickupOf(a) },
        dropTripInformation: dropoffBody(),
      }),
      after: [],
    },
    {
      n: 7,
      from: 'both',
      trips: (a) => ({
        pickupTripInformation: { eventUUID: pickupOf(a) },
        dropTripInformation: { eventUUID: dropoffOf(a) },
      }),
      after: [],
    },
    {
      n: 8,
      from: 'both',
      trips: (a) => ({
        pickupTripInformation: { eventUUID: pickupOf(a) },
        dropTripInformation: { eventUUID: dropoffOf(a), ...dropoffBody({ originAddress: moved }) },
      }),
      after: [],
    },
    {
      n: 9,
      from: 'none',
      trips: () => ({ pickupTripInformation: pickupBody({ originAddress: moved }) }),
      after: [['PICKUP_VEHICLE', moved]],
    },
    {
      n: 10,
      from: 'none',
      trips: () => ({
        pickupTripInformation: pickupBody(),
        dropTripInformation: dropoffBody({ originAddress: moved }),
      }),
      after: [
        ['PICKUP_VEHICLE', '12 Elm St, Springfield'],
        ['DROPOFF_VEHICLE', moved],
      ],
    },
    {
      n: 11,
      from: 'both',
      trips: (a) => ({
        pickupTripInformation: pickupBody(),
        dropTripInformation: { eventUUID: dropoffOf(a) },
      }),
      code: 'INVALID_DROPOFF_WITH_NEW_PICKUP',
    },
    {
      n: 12,
      from: 'both',
      trips: (a) => ({
        pickupTripInformation: pickupBody(),
        dropTripInformation: { eventUUID: dropoffOf(a), ...dropoffBody() },
      }),
      code: 'INVALID_DROPOFF_WITH_NEW_PICKUP',
    },
    {
      n: 13,
      from: 'both',
      trips: (a) => ({ pickupTripInformation: { eventUUID: pickupOf(a), originAddress: moved } }),
      after: [
        ['PICKUP_VEHICLE', moved],
        ['DROPOFF_VEHICLE', 'Test Motors service drive'],
      ],
      keeps: ['pickup', 'dropoff'],
    },
    {
      n: 14,
      from: 'pickup',
      trips: (a) => ({
        pickupTripInformation: { eventUUID: pickupOf(a), originAddress: moved },
        dropTripInformation: dropoffBody(),
      }),
      after: [
        ['PICKUP_VEHICLE', moved],
        ['DROPOFF_VEHICLE', 'Test Motors service drive'],
      ],
      keeps: ['pickup'],
    },
    {
      n: 15,
      from: 'both',
      trips: (a) => ({
        pickupTripInformation: { eventUUID: pickupOf(a), originAddress: moved },
        dropTripInformation: { eventUUID: dropoffOf(a) },
      }),
      after: [['PICKUP_VEHICLE', moved]],
      keeps: ['pickup'],
    },
    {
      n: 16,
      from: 'both',
      trips: (a) => ({
        pickupTripInformation: { eventUUID: pickupOf(a), rideType: 'PICKUP_VEHICLE', originAddress: moved },
        dropTripInformation: {
          eventUUID: dropoffOf(a),
          rideType: 'DROPOFF_VEHICLE',
          ...dropoffBody({ originAddress: moved }),
        },
      }),
      after: [
        ['PICKUP_VEHICLE', moved],
        ['DROPOFF_VEHICLE', moved],
      ],
      keeps: ['pickup', 'dropoff'],
    },
  ];

  it.each(table)('case $n (from $from)', async (c) => {
    const appt = await appointmentWith(c.from);
    const before = await tripsOf(appt.uuid);
    const res = await put(appt.uuid, partnerBody(own, appt.date, c.trips(appt)));
    if (c.code) {
      expectPartnerError(res, 400, c.code);
      expect(await tripsOf(appt.uuid)).toEqual(before);
      return;
    }
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    saveAppointmentWithTripResponseSchema.parse(res.body);
    expect(res.body).toMatchObject({ appointmentUUID: appt.uuid, statusCode: 200, errors: null });
    expect(res.body.eventUUID).toBe(res.body.pickupEventUUID);
    const after = await tripsOf(appt.uuid);
    expect(after.map((t) => [t.rideType, t.originAddress])).toEqual(c.after);
    const pickup = after.find((t) => t.rideType === 'PICKUP_VEHICLE');
    const dropoff = after.find((t) => t.rideType === 'DROPOFF_VEHICLE');
    if (dropoff) expect(dropoff.parentEventUuid).toBe(pickup?.eventUuid);
    if (pickup) expect(res.body.pickupEventUUID).toBe(pickup.eventUuid);
    if (c.keeps?.includes('pickup')) expect(pickup?.eventUuid).toBe(appt.pickup);
    if (c.keeps?.includes('dropoff')) expect(dropoff?.eventUuid).toBe(appt.dropoff);
    // Every trip the appointment has is planned around the request's appointmentDateTime.
    for (const t of after) expect(t.appointmentTime.startsWith(`${appt.date}T09:00:00`)).toBe(true);
  });
});

describe('PUT: every error of the spec table', () => {
  let appt: Appt;
  beforeAll(async () => {
    appt = await appointmentWith('both');
  });
  const update = (trips: Body, extra: Body = {}) => partnerBody(own, appt.date, trips, extra);
  const pickupUpdate = () => ({ pickupTripInformation: { eventUUID: appt.pickup, notes: 'Gate code 1234' } });

  it('400 INVALID_DEALER_UUID: unknown dealer in the path', async () => {
    expectPartnerError(
      await put(appt.uuid, update(pickupUpdate()), client.authorization, 'f'.repeat(64)),
      400,
      'INVALID_DEALER_UUID',
    );
  });
  it('400 INVALID_DEPT_UUID: dealerDepartmentUUID missing from the body', async () => {
    expectPartnerError(
      await put(appt.uuid, update(pickupUpdate(), { dealerDepartmentUUID: undefined })),
      400,
      'INVALID_DEPT_UUID',
    );
  });
  it('400 INVALID_DEPT_UUID: a department that does not exist', async () => {
    expectPartnerError(
      await put(appt.uuid, update(pickupUpdate(), { dealerDepartmentUUID: 'a'.repeat(64) })),
      400,
      'INVALID_DEPT_UUID',
    );
  });
  it('400 CUSTOMER_INFO_MISSING: customerUUID missing', async () => {
    expectPartnerError(
      await put(appt.uuid, update(pickupUpdate(), { customerUUID: '' })),
      400,
      'CUSTOMER_INFO_MISSING',
    );
  });
  it('400 PARTNER_APPOINTMENT_DATETIME_REQUIRED: appointmentDateTime missing', async () => {
    expectPartnerError(
      await put(appt.uuid, update(pickupUpdate(), { appointmentDateTime: null })),
      400,
      'PARTNER_APPOINTMENT_DATETIME_REQUIRED',
    );
  });
  it('400 INVALID_APPT_START_DATE_TIME: appointmentDateTime without an offset', async () => {
    expectPartnerError(
      await put(appt.uuid, update(pickupUpdate(), { appointmentDateTime: `${appt.date}T09:00:00` })),
      400,
      'INVALID_APPT_START_DATE_TIME',
    );
  });
  it('400 INVALID_APPOINTMENT_INFORMATION: appointmentInformation missing or blank', async () => {
    expectPartnerError(
      await put(appt.uuid, update(pickupUpdate(), { appointmentInformation: undefined })),
      400,
      'INVALID_APPOINTMENT_INFORMATION',
    );
    expectPartnerError(
      await put(appt.uuid, update(pickupUpdate(), { appointmentInformation: { comments: ' ' } })),
      400,
      'INVALID_APPOINTMENT_INFORMATION',
    );
  });
  it('400 PICKUP_AND_DELIVERY_TRANSPORT_OPTION_REQUIRED: another transport option sent', async () => {
    const info = {
      creatorUser: { uuid: own.advisor.dealerAssociateUuid },
      transportOption: { transportOptionUuid: setup.loanerUuid },
    };
    expectPartnerError(
      await put(appt.uuid, update(pickupUpdate(), { appointmentInformation: info })),
      400,
      'PICKUP_AND_DELIVERY_TRANSPORT_OPTION_REQUIRED',
    );
    const byName = { ...info, transportOption: { transportation: 'LOANER' } };
    expectPartnerError(
      await put(appt.uuid, update(pickupUpdate(), { appointmentInformation: byName })),
      400,
      'PICKUP_AND_DELIVERY_TRANSPORT_OPTION_REQUIRED',
    );
  });
  it('400 PICKUP_RIDE_TYPE_MUST_BE_PICKUP_VEHICLE', async () => {
    const res = await put(
      appt.uuid,
      update({ pickupTripInformation: { eventUUID: appt.pickup, rideType: 'DROPOFF_VEHICLE' } }),
    );
    expectPartnerError(res, 400, 'PICKUP_RIDE_TYPE_MUST_BE_PICKUP_VEHICLE');
  });
  it('400 DROPOFF_RIDE_TYPE_MUST_BE_DROPOFF_VEHICLE', async () => {
    const res = await put(
      appt.uuid,
      update({
        dropTripInformation: { eventUUID: appt.dropoff, ...dropoffBody({ rideType: 'LOANER_SWAP' }) },
      }),
    );
    expectPartnerError(res, 400, 'DROPOFF_RIDE_TYPE_MUST_BE_DROPOFF_VEHICLE');
  });
  it('400 DROPOFF_RIDE_TIME_REQUIRED: dropoff update or create without rideTime', async () => {
    const res = await put(
      appt.uuid,
      update({ dropTripInformation: { eventUUID: appt.dropoff, notes: 'Leave keys at desk' } }),
    );
    expectPartnerError(res, 400, 'DROPOFF_RIDE_TIME_REQUIRED');
  });
  it('400 VALID_CREATOR_USER_UUID_REQUIRED: source not WEB (or null) without creatorUser.uuid', async () => {
    for (const source of ['DEALER_APP', null]) {
      const res = await put(
        appt.uuid,
        update(pickupUpdate(), {
          source,
          appointmentInformation: { comments: 'x', creatorUser: { uuid: ' ' } },
        }),
      );
      expectPartnerError(res, 400, 'VALID_CREATOR_USER_UUID_REQUIRED');
    }
  });
  it('400 USER_TOKEN_IS_BLANK: source not WEB without requesterUserUUID', async () => {
    expectPartnerError(
      await put(appt.uuid, update(pickupUpdate(), { requesterUserUUID: undefined })),
      400,
      'USER_TOKEN_IS_BLANK',
    );
  });
  it('400 PRIMARY_AND_SECONDARY_DRIVER_CANNOT_BE_SAME', async () => {
    const driver = own.advisor.dealerAssociateUuid;
    const res = await put(
      appt.uuid,
      update({
        pickupTripInformation: {
          eventUUID: appt.pickup,
          primaryDriverUUID: driver,
          secondaryDriverUUID: driver,
        },
      }),
    );
    expectPartnerError(res, 400, 'PRIMARY_AND_SECONDARY_DRIVER_CANNOT_BE_SAME');
  });
  it('400 NO_OPERATION_SPECIFIED: no trip object at all', async () => {
    expectPartnerError(await put(appt.uuid, update({})), 400, 'NO_OPERATION_SPECIFIED');
  });
  it('400 TRIP_ALREADY_EXISTS: creating a pickup when one is mapped', async () => {
    expectPartnerError(
      await put(appt.uuid, update({ pickupTripInformation: pickupBody() })),
      400,
      'TRIP_ALREADY_EXISTS',
    );
  });
  it('400 INVALID_DROPOFF_WITH_NEW_PICKUP: new pickup naming an existing dropoff', async () => {
    const res = await put(
      appt.uuid,
      update({ pickupTripInformation: pickupBody(), dropTripInformation: { eventUUID: appt.dropoff } }),
    );
    expectPartnerError(res, 400, 'INVALID_DROPOFF_WITH_NEW_PICKUP');
  });
  it('400 DROPOFF_ALREADY_EXISTS: creating a dropoff when the pickup has one', async () => {
    expectPartnerError(
      await put(appt.uuid, update({ dropTripInformation: dropoffBody() })),
      400,
      'DROPOFF_ALREADY_EXISTS',
    );
  });
  it('400 PICKUP_TRIP_NOT_LINKED_TO_APPOINTMENT: another appointment’s pickup', async () => {
    const another = await appointmentWith('pickup');
    const res = await put(
      appt.uuid,
      update({ pickupTripInformation: { eventUUID: another.pickup, notes: 'x' } }),
    );
    expectPartnerError(res, 400, 'PICKUP_TRIP_NOT_LINKED_TO_APPOINTMENT');
  });
  it('400 DROPOFF_TRIP_NOT_LINKED_TO_APPOINTMENT: another appointment’s dropoff', async () => {
    const another = await appointmentWith('both');
    const res = await put(appt.uuid, update({ dropTripInformation: { eventUUID: another.dropoff } }));
    expectPartnerError(res, 400, 'DROPOFF_TRIP_NOT_LINKED_TO_APPOINTMENT');
  });
  it('400 INVALID_REQUEST: top-level tripUUID, or trip UUIDs inside pickupDeliveryTripMetadata', async () => {
    expectPartnerError(
      await put(appt.uuid, update(pickupUpdate(), { tripUUID: appt.pickup })),
      400,
      'INVALID_REQUEST',
    );
    expectPartnerError(
      await put(
        appt.uuid,
        update(pickupUpdate(), { pickupDeliveryTripMetadata: { eventUUID: appt.pickup } }),
      ),
      400,
      'INVALID_REQUEST',
    );
  });
  it('downstream pickup-and-delivery codes: unknown driver 400, bad trip time 400, bad coordinates 400', async () => {
    expectPartnerError(
      await put(
        appt.uuid,
        update({
          pickupTripInformation: {
            eventUUID: appt.pickup,
            primaryDriverUUID: other.advisor.dealerAssociateUuid,
          },
        }),
      ),
      400,
      'TRIP_DRIVER_NOT_FOUND',
    );
    expectPartnerError(
      await put(
        appt.uuid,
        update({ pickupTripInformation: { eventUUID: appt.pickup, mustStartBy: 'tomorrow morning' } }),
      ),
      400,
      'INVALID_TRIP_TIME',
    );
    expectPartnerError(
      await put(
        appt.uuid,
        update({ pickupTripInformation: { eventUUID: appt.pickup, originLocationLat: 123 } }),
      ),
      400,
      'INVALID_TRIP_LOCATION',
    );
  });
  it('downstream appointment codes: unknown appointment 404, unknown creator 400', async () => {
    expectPartnerError(await put(newUuid(), update(pickupUpdate())), 404, 'NO_SAR_FOUND');
    expectPartnerError(
      await put(
        appt.uuid,
        update(pickupUpdate(), { appointmentInformation: { creatorUser: { uuid: newUuid() } } }),
      ),
      400,
      'INCORRECT_USER_INFO',
    );
  });
  it('downstream appointment codes: a move outside opening hours is refused by the appointment rules', async () => {
    const res = await put(
      appt.uuid,
      update(pickupUpdate(), { appointmentDateTime: partnerTime(appt.date, '03:00:00') }),
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body.appointmentUUID).toBeNull();
    expect(res.body.statusCode).toBe(res.status);
    expect(['SLOT_UNAVAILABLE', 'NO_TIME_INTERVAL_EXISTS']).toContain(res.body.errors?.[0]?.errorCode);
    expect((await getAppointment(appt.uuid)).startTime).toBe(`${appt.date}T09:00:00`);
  });
  it('400 INCORRECT_APPOINTMENT_DEPARTMENT: the body names another department of the dealer', async () => {
    const departmentUuid = newTenantUuid();
    await db().insert(departments).values({
      uuid: departmentUuid,
      dealerUuid: own.dealerUuid,
      name: 'Body shop',
      departmentType: 'SERVICE',
    });
    expectPartnerError(
      await put(appt.uuid, update(pickupUpdate(), { dealerDepartmentUUID: departmentUuid })),
      400,
      'INCORRECT_APPOINTMENT_DEPARTMENT',
    );
  });
  it('409 TRIP_NOT_EDITABLE: a trip that has started cannot be changed, and nothing else changes', async () => {
    const started = await appointmentWith('both');
    await db()
      .update(trips)
      .set({ status: 'OUTBOUND' })
      .where(eq(trips.uuid, started.dropoff as string));
    const res = await put(
      started.uuid,
      partnerBody(
        own,
        started.date,
        { pickupTripInformation: { eventUUID: started.pickup } },
        {
          appointmentInformation: {
            comments: 'Cancel the rides',
            creatorUser: { uuid: own.advisor.dealerAssociateUuid },
          },
        },
      ),
    );
    expectPartnerError(res, 409, 'TRIP_NOT_EDITABLE');
    expect((await tripsOf(started.uuid)).map((t) => t.eventUuid)).toEqual([started.pickup, started.dropoff]);
    expect((await getAppointment(started.uuid)).comments).toBe('Pick the car up at home');
  });
});

describe('PUT: behaviour', () => {
  it('atomicity: a failing trip step leaves the appointment unchanged', async () => {
    const appt = await appointmentWith('pickup');
    const newDay = nextDay();
    const res = await put(
      appt.uuid,
      partnerBody(
        own,
        newDay,
        { pickupTripInformation: { eventUUID: appt.pickup, primaryDriverUUID: newUuid() } },
        {
          appointmentInformation: {
            comments: 'Changed by the failing call',
            creatorUser: { uuid: own.advisor.dealerAssociateUuid },
          },
        },
      ),
    );
    expectPartnerError(res, 400, 'TRIP_DRIVER_NOT_FOUND');
    const stored = await getAppointment(appt.uuid);
    expect(stored.comments).toBe('Pick the car up at home');
    expect(stored.date).toBe(appt.date);
    const [pickup] = await tripsOf(appt.uuid);
    expect(pickup?.primaryDriverUUID).toBeNull();
  });

  it('changes the appointment and its trips together: reschedule, drivers, status ASSIGNED, history', async () => {
    const appt = await appointmentWith('both');
    const newDay = nextDay();
    const res = await put(
      appt.uuid,
      partnerBody(
        own,
        newDay,
        {
          pickupTripInformation: {
            eventUUID: appt.pickup,
            primaryDriverUUID: own.advisor.dealerAssociateUuid,
            secondaryDriverUUID: own.defaultDealerAssociateUuid,
            loaner: 'Loaner #12',
            optionalFields: { gateCode: '1234' },
          },
        },
        {
          appointmentInformation: {
            comments: 'Moved a day',
            creatorUser: { uuid: own.advisor.dealerAssociateUuid },
          },
        },
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await getAppointment(appt.uuid);
    expect(stored.date).toBe(newDay);
    expect(stored.comments).toBe('Moved a day');
    const view = appointmentTripsResponseSchema.parse((await getTrips(appt.uuid)).body);
    const pickup = view.tripViewDtos[0] as TripView;
    expect(pickup).toMatchObject({
      tripStatus: 'ASSIGNED',
      primaryDriverUUID: own.advisor.dealerAssociateUuid,
      secondaryDriverUUID: own.defaultDealerAssociateUuid,
      loaner: 'Loaner #12',
      optionalFields: { gateCode: '1234' },
      originAddress: '12 Elm St, Springfield',
      version: 2,
    });
    expect(pickup.primaryDriverName).toContain('Alex');
    expect(pickup.appointmentTime.startsWith(`${newDay}T09:00:00`)).toBe(true);
    expect(view.tripViewDtos[1]?.tripStatus).toBe('DRAFT');
    expect(view.history.map((h) => [h.rideType, h.event])).toEqual([
      ['PICKUP_VEHICLE', 'CREATED'],
      ['DROPOFF_VEHICLE', 'CREATED'],
      ['PICKUP_VEHICLE', 'STATUS_CHANGED'],
    ]);
  });

  it('normalises an omitted transport option to Pickup and Delivery', async () => {
    const appt = await appointmentWith('none');
    expect((await getAppointment(appt.uuid)).transportOption).toBeNull();
    const res = await put(appt.uuid, partnerBody(own, appt.date, { pickupTripInformation: pickupBody() }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await getAppointment(appt.uuid)).transportOption?.transportOptionUuid).toBe(
      pickupAndDeliveryUuid,
    );
  });

  it('source WEB may leave out creatorUser.uuid and requesterUserUUID', async () => {
    const appt = await appointmentWith('pickup');
    const res = await put(
      appt.uuid,
      partnerBody(
        own,
        appt.date,
        { pickupTripInformation: { eventUUID: appt.pickup, notes: 'From the web app' } },
        { source: 'WEB', requesterUserUUID: null, appointmentInformation: { comments: 'Web change' } },
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await tripsOf(appt.uuid))[0]?.notes).toBe('From the web app');
  });

  it('two simultaneous pickup creates for one appointment: exactly one succeeds', async () => {
    const appt = await appointmentWith('none');
    const body = partnerBody(own, appt.date, { pickupTripInformation: pickupBody() });
    const results = await Promise.all([put(appt.uuid, body), put(appt.uuid, body)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([200, 400]);
    const loser = results.find((r) => r.status === 400);
    expect(loser?.body.errors?.[0]?.errorCode).toBe('TRIP_ALREADY_EXISTS');
    expect(await tripsOf(appt.uuid)).toHaveLength(1);
  });

  it('cross-dealer: another dealer’s appointment is not found through one’s own dealer', async () => {
    const otherClient = await createFullAccessClient(other);
    const date = nextDay();
    const created = await post(
      partnerBody(other, date, { pickupTripInformation: pickupBody() }),
      otherClient.authorization,
      other.dealerUuid,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const theirs = created.body.appointmentUUID as string;
    // Own credentials, own dealer path, their appointment.
    expectPartnerError(
      await put(
        theirs,
        partnerBody(own, date, { pickupTripInformation: { eventUUID: created.body.pickupEventUUID } }),
      ),
      404,
      'NO_SAR_FOUND',
    );
    const trips404 = await getTrips(theirs);
    expect(trips404.status).toBe(404);
    // Own dealer path, their department in the body.
    const res = await put(theirs, partnerBody(other, date, { pickupTripInformation: pickupBody() }));
    expectPartnerError(res, 403, 'FORBIDDEN');
  });
});

describe('POST: create a partner appointment with trip', () => {
  it('books the appointment with Pickup and Delivery and creates the pickup and its dropoff', async () => {
    const date = nextDay();
    const res = await post(
      partnerBody(own, date, { pickupTripInformation: pickupBody(), dropTripInformation: dropoffBody() }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = saveAppointmentWithTripResponseSchema.parse(res.body);
    const appointment = await getAppointment(body.appointmentUUID as string);
    expect(appointment.date).toBe(date);
    expect(appointment.startTime).toBe(`${date}T09:00:00`);
    expect(appointment.transportOption?.transportOptionUuid).toBe(pickupAndDeliveryUuid);
    const [pickup, dropoff] = await tripsOf(body.appointmentUUID as string);
    expect(pickup).toMatchObject({
      eventUuid: body.pickupEventUUID,
      rideType: 'PICKUP_VEHICLE',
      tripStatus: 'DRAFT',
    });
    expect(pickup?.mustStartBy).toBe('2030-01-01T08:15:00.000-0600');
    expect(dropoff).toMatchObject({
      eventUuid: body.dropoffEventUUID,
      parentEventUuid: body.pickupEventUUID,
    });
    expect(dropoff?.rideTime).toBe('2030-01-01T16:00:00.000-0600');
  });

  it('converts an offset in another zone to the dealer’s wall clock', async () => {
    const date = nextDay();
    const res = await post(
      partnerBody(
        own,
        date,
        { pickupTripInformation: pickupBody() },
        { appointmentDateTime: partnerTime(date, '10:00:00', 'America/New_York') },
      ),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await getAppointment(res.body.appointmentUUID as string)).startTime).toBe(`${date}T09:00:00`);
  });

  it('refuses trip UUIDs and a lone dropoff (a new appointment has no trips), booking nothing', async () => {
    const date = nextDay();
    expectPartnerError(
      await post(partnerBody(own, date, { pickupTripInformation: { eventUUID: newUuid(), notes: 'x' } })),
      400,
      'PICKUP_TRIP_NOT_LINKED_TO_APPOINTMENT',
    );
    expectPartnerError(
      await post(partnerBody(own, date, { dropTripInformation: dropoffBody() })),
      400,
      'DROPOFF_TRIP_NOT_LINKED_TO_APPOINTMENT',
    );
    expectPartnerError(await post(partnerBody(own, date, {})), 400, 'NO_OPERATION_SPECIFIED');
    // A trip failure after booking rolls the booking back: the same slot is still free afterwards.
    expectPartnerError(
      await post(
        partnerBody(own, date, { pickupTripInformation: pickupBody({ primaryDriverUUID: newUuid() }) }),
      ),
      400,
      'TRIP_DRIVER_NOT_FOUND',
    );
    const ok = await post(partnerBody(own, date, { pickupTripInformation: pickupBody() }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });
});

describe('DELETE: cascade', () => {
  it('deletes the pickup and its dropoff and cancels the appointment; history keeps the deleted trips', async () => {
    const appt = await appointmentWith('both');
    const res = await remove(
      appt.uuid,
      `?source=DEALER_APP&updatedByDAUUID=${own.advisor.dealerAssociateUuid}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      appointmentUUID: appt.uuid,
      eventUUID: appt.pickup,
      dropoffEventUUID: appt.dropoff,
    });
    const view = appointmentTripsResponseSchema.parse((await getTrips(appt.uuid)).body);
    expect(view.tripViewDtos).toEqual([]);
    expect(
      view.history
        .filter((h) => h.event === 'DELETED')
        .map((h) => h.eventUuid)
        .sort(),
    ).toEqual([appt.pickup, appt.dropoff].sort());
    expect((await getAppointment(appt.uuid)).status).toBe('Cancelled');
    const left = await db()
      .select()
      .from(trips)
      .where(and(eq(trips.appointmentUuid, appt.uuid)));
    expect(left).toEqual([]);
  });

  it('400 MISSING_ASSIGNED_BY_DEALER_ASSOCIATE_UUID unless source is WEB', async () => {
    const appt = await appointmentWith('pickup');
    expectPartnerError(
      await remove(appt.uuid, '?source=DEALER_APP'),
      400,
      'MISSING_ASSIGNED_BY_DEALER_ASSOCIATE_UUID',
    );
    expectPartnerError(await remove(appt.uuid, ''), 400, 'MISSING_ASSIGNED_BY_DEALER_ASSOCIATE_UUID');
    const web = await remove(appt.uuid, '?source=WEB');
    expect(web.status, JSON.stringify(web.body)).toBe(200);
  });

  it('404 for an unknown appointment and 409 when a trip has started', async () => {
    expectPartnerError(await remove(newUuid(), '?source=WEB'), 404, 'NO_SAR_FOUND');
    const appt = await appointmentWith('both');
    await db()
      .update(trips)
      .set({ status: 'COMPLETED' })
      .where(eq(trips.uuid, appt.pickup as string));
    expectPartnerError(await remove(appt.uuid, '?source=WEB'), 409, 'TRIP_NOT_EDITABLE');
    expect(await tripsOf(appt.uuid)).toHaveLength(2);
    expect((await getAppointment(appt.uuid)).status).toBe('Scheduled');
  });
});
