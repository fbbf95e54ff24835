import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as codesRoute } from '@/app/api/online/book/[dealer]/codes/route';
import { POST as verifyRoute } from '@/app/api/online/book/[dealer]/codes/verify/route';
import { POST as publicRecallsRoute } from '@/app/api/online/book/[dealer]/recalls/route';
import { POST as partnerBookRoute } from '@/app/api/online/v1/department/[departmentUuid]/appointment/route';
import { POST as partnerTimesRoute } from '@/app/api/online/v1/department/[departmentUuid]/availability/route';
import { GET as partnerRecallsRoute } from '@/app/api/online/v1/department/[departmentUuid]/recalls/route';
import { POST as closeRoute } from '@/app/api/recalls/admin/v1/dealers/[dealerUuid]/campaigns/[campaignUuid]/close/route';
import {
  POST as addRoute,
  GET as listRoute,
} from '@/app/api/recalls/admin/v1/dealers/[dealerUuid]/campaigns/route';
import { db } from '../../server/db/client';
import { administrators, appointmentServices, appointments, opcodes, vehicles } from '../../server/db/schema';
import { statementsSent } from '../../server/db/statement-count';
import { newUuid } from '../../server/ids';
import { sandboxTextsTo } from '../../server/online/sandbox-outbox';
import { findRecallsForVehicle } from '../../server/recalls/find-recalls-for-vehicle';
import { createTenantPair } from '../auth-matrix';
import { callRoute } from '../call-route';
import {
  addServiceSetup,
  createFullAccessClient,
  createTestCustomer,
  type TestClient,
  type TestServiceSetup,
  type TestTenant,
} from '../fixtures';
import { sessionCookieFor } from '../sessions';
import { openOnlineScheduling } from '../support/bookable-tenant';

type Body = Record<string, unknown>;
const errorCode = (body: Body) => (body.error as { code?: string } | undefined)?.code;

let own: TestTenant;
let other: TestTenant;
let ownCookie = '';
let otherCookie = '';
let client: TestClient;
let setup: TestServiceSetup;
let repairUuid = '';
let otherRepairUuid = '';

/** An opcode that does a recall's repair: it carries the recall's id. */
async function repairOpcode(tenant: TestTenant, recallId: string, code: string) {
  const uuid = newUuid();
  await db()
    .insert(opcodes)
    .values({
      uuid,
      departmentUuid: tenant.departmentUuid,
      laborOpCode: code,
      opCodeName: `Recall ${recallId} repair`,
      durationMinutes: 90,
      totalPrice: '250.00',
      payType: 'Warranty',
      recallId,
      inOnlineScheduler: false,
    });
  return uuid;
}

async function adminOf(tenant: TestTenant) {
  await db().insert(administrators).values({
    uuid: newUuid(),
    userUuid: tenant.defaultUserUuid,
    role: 'DEALER_ADMIN',
    dealerUuid: tenant.dealerUuid,
  });
  return sessionCookieFor(tenant.defaultUserUuid);
}

function addCampaign(tenant: TestTenant, cookie: string, body: Body) {
  return callRoute<Body>(addRoute, {
    path: '/x',
    params: { dealerUuid: tenant.dealerUuid },
    headers: { cookie },
    body,
  });
}

const vehicleOf = (vin: string | null, year: number | null, make: string | null, model: string | null) => ({
  vin,
  year,
  make,
  model,
});
const recallIds = async (tenant: TestTenant, vehicle: ReturnType<typeof vehicleOf>) =>
  (await findRecallsForVehicle(db(), { dealerUuid: tenant.dealerUuid, vehicle })).map((r) => r.oemRecallId);

const listedVin = '1HGCV1F39LA000123';
const otherVin = '1HGCV1F30LA000999';
/** Honda Accord VINs with their check digits right: L in 10th place is model year 2020, H 2017. */
const vinOf2020 = '1HGCV1F37LA012345';
const vinOf2017 = '1HGCR2F35HA012345';

beforeAll(async () => {
  ({ own, other } = await createTenantPair());
  ownCookie = await adminOf(own);
  otherCookie = await adminOf(other);
  client = await createFullAccessClient(own);
  setup = await addServiceSetup(own);
  await openOnlineScheduling(own);
  repairUuid = await repairOpcode(own, '23V-001', 'R23V001');
  const yearsRepair = await repairOpcode(own, '22V-777', 'R22V777');
  const closedRepair = await repairOpcode(own, '21V-050', 'R21V050');
  otherRepairUuid = await repairOpcode(other, '23V-001', 'R23V001');
  for (const [tenant, cookie, body] of [
    [
      own,
      ownCookie,
      {
        oemRecallId: '23V-001',
        title: 'Fuel pump',
        operationUuid: repairUuid,
        vins: [listedVin.toLowerCase()],
      },
    ],
    [
      own,
      ownCookie,
      {
        oemRecallId: '22V-777',
        title: 'Airbag inflator',
        operationUuid: yearsRepair,
        make: 'honda',
        model: 'ACCORD',
        yearFrom: 2018,
        yearTo: 2021,
      },
    ],
    [
      own,
      ownCookie,
      { oemRecallId: '21V-050', title: 'Seat belt', operationUuid: closedRepair, vins: [listedVin] },
    ],
    [
      other,
      otherCookie,
      {
        oemRecallId: '23V-001',
        title: 'Fuel pump',
        operationUuid: otherRepairUuid,
        vins: [otherVin],
        make: 'Honda',
        model: 'Accord',
      },
    ],
  ] as const) {
    const added = await addCampaign(tenant, cookie, body);
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.body.status).toBe('OPEN');
  }
  const list = await callRoute<{ campaigns: { campaignUuid: string; oemRecallId: string }[] }>(listRoute, {
    path: '/x',
    params: { dealerUuid: own.dealerUuid },
    headers: { cookie: ownCookie },
  });
  const seatBelt = list.body.campaigns.find((c) => c.oemRecallId === '21V-050');
  const closed = await callRoute<Body>(closeRoute, {
    path: '/x',
    params: { dealerUuid: own.dealerUuid, campaignUuid: seatBelt?.campaignUuid ?? '' },
    headers: { cookie: ownCookie },
    method: 'POST',
  });
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  expect(closed.body.status).toBe('CLOSED');
});

describe('findRecallsForVehicle', () => {
  it('finds a campaign by a listed VIN, whatever its case', async () => {
    expect(await recallIds(own, vehicleOf(listedVin.toLowerCase(), null, null, null))).toEqual(['23V-001']);
  });

  it('finds a campaign by make and model within its model years, and only within them', async () => {
    expect(await recallIds(own, vehicleOf(null, 2018, 'Honda', 'Accord'))).toEqual(['22V-777']);
    expect(await recallIds(own, vehicleOf(null, 2021, 'HONDA', 'accord'))).toEqual(['22V-777']);
    expect(await recallIds(own, vehicleOf(null, 2022, 'Honda', 'Accord'))).toEqual([]);
    expect(await recallIds(own, vehicleOf(null, 2017, 'Honda', 'Accord'))).toEqual([]);
    expect(await recallIds(own, vehicleOf(null, 2020, 'Honda', 'Civic'))).toEqual([]);
    expect(await recallIds(own, vehicleOf(null, null, 'Honda', 'Accord'))).toEqual([]);
  });

  it('takes the model year from the VIN when the vehicle has none, and only the year', async () => {
    expect(await recallIds(own, vehicleOf(vinOf2020, null, 'Honda', 'Accord'))).toEqual(['22V-777']);
    expect(await recallIds(own, vehicleOf(vinOf2017, null, 'Honda', 'Accord'))).toEqual([]);
    // The VIN does not say the make and model: a make-and-model campaign needs them on file.
    expect(await recallIds(own, vehicleOf(vinOf2020, null, null, null))).toEqual([]);
    // A mistyped VIN (its check digit wrong) gives no year.
    expect(await recallIds(own, vehicleOf('1HGCV1F38LA012345', null, 'Honda', 'Accord'))).toEqual([]);
  });

  it('gives a recall free, with the duration of its repair opcode', async () => {
    const [recall] = await findRecallsForVehicle(db(), {
      dealerUuid: own.dealerUuid,
      vehicle: vehicleOf(listedVin, 2020, 'Honda', 'Accord'),
    });
    expect(recall).toMatchObject({
      oemRecallId: '23V-001',
      title: 'Fuel pump',
      price: '0.00',
      durationMinutes: 90,
    });
  });

  it('never shows a closed campaign', async () => {
    const ids = await recallIds(own, vehicleOf(listedVin, 2020, 'Honda', 'Accord'));
    expect(ids.sort()).toEqual(['22V-777', '23V-001']);
    expect(ids).not.toContain('21V-050');
  });

  it("keeps each dealership's campaigns to itself", async () => {
    expect(await recallIds(own, vehicleOf(otherVin, null, null, null))).toEqual([]);
    expect(await recallIds(other, vehicleOf(listedVin, null, null, null))).toEqual([]);
    expect(await recallIds(other, vehicleOf(otherVin, null, null, null))).toEqual(['23V-001']);
    const foreignList = await callRoute<Body>(listRoute, {
      path: '/x',
      params: { dealerUuid: own.dealerUuid },
      headers: { cookie: otherCookie },
    });
    expect(foreignList.status).toBe(403);
  });
});

describe('adding and closing campaigns', () => {
  it('refuses a repair opcode of another dealership, one for another recall, and a second campaign with the same id', async () => {
    const foreign = await addCampaign(own, ownCookie, {
      oemRecallId: '23V-001',
      title: 'X',
      operationUuid: otherRepairUuid,
      vins: [otherVin],
    });
    expect([foreign.status, errorCode(foreign.body)]).toEqual([400, 'INCORRECT_OPCODE']);
    const mismatch = await addCampaign(own, ownCookie, {
      oemRecallId: '19V-100',
      title: 'X',
      operationUuid: repairUuid,
      vins: [otherVin],
    });
    expect([mismatch.status, errorCode(mismatch.body)]).toEqual([400, 'INCORRECT_OPCODE']);
    const twice = await addCampaign(own, ownCookie, {
      oemRecallId: '23v-001',
      title: 'X',
      operationUuid: repairUuid,
      vins: [otherVin],
    });
    expect([twice.status, errorCode(twice.body)]).toEqual([409, 'RECALL_CAMPAIGN_EXISTS']);
  });

  it('needs the vehicles covered and bounds every field', async () => {
    const none = await addCampaign(own, ownCookie, {
      oemRecallId: '18V-001',
      title: 'X',
      operationUuid: repairUuid,
    });
    expect([none.status, errorCode(none.body)]).toEqual([400, 'INVALID_REQUEST']);
    const longId = await addCampaign(own, ownCookie, {
      oemRecallId: 'x'.repeat(41),
      title: 'X',
      operationUuid: repairUuid,
      vins: [listedVin],
    });
    expect(longId.status).toBe(400);
    const badVin = await addCampaign(own, ownCookie, {
      oemRecallId: '18V-002',
      title: 'X',
      operationUuid: repairUuid,
      vins: ['1HGCV1F3OLA000123'],
    });
    expect(badVin.status).toBe(400);
  });

  it("does not close another dealership's campaign", async () => {
    const list = await callRoute<{ campaigns: { campaignUuid: string }[] }>(listRoute, {
      path: '/x',
      params: { dealerUuid: other.dealerUuid },
      headers: { cookie: otherCookie },
    });
    const theirs = list.body.campaigns[0]?.campaignUuid ?? '';
    const closing = await callRoute<Body>(closeRoute, {
      path: '/x',
      params: { dealerUuid: own.dealerUuid, campaignUuid: theirs },
      headers: { cookie: ownCookie },
      method: 'POST',
    });
    expect([closing.status, errorCode(closing.body)]).toEqual([404, 'RECALL_CAMPAIGN_NOT_FOUND']);
  });
});

describe('an online booking with a recall', () => {
  it("offers a saved vehicle's recall to a partner and books it free with the visit marked recall", async () => {
    const customer = await createTestCustomer(own); // a 2021 Honda Accord: the airbag campaign covers it
    const params = { departmentUuid: own.departmentUuid };
    const offered = await callRoute<{ recalls: { oemRecallId: string; price: string }[] }>(
      partnerRecallsRoute,
      {
        path: `/x?customerUuid=${customer.customerUuid}&vehicleUuid=${customer.vehicleUuid}`,
        params,
        authorization: client.authorization,
      },
    );
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    expect(offered.body.recalls.map((r) => [r.oemRecallId, r.price])).toEqual([['22V-777', '0.00']]);

    const times = await callRoute<{ days: { times: { startDateTime: string }[] }[] }>(partnerTimesRoute, {
      path: '/x',
      params,
      authorization: client.authorization,
      body: { operationUuids: [setup.opcodeUuid] },
    });
    // Three visits hours apart on one day, so the one advisor takes each (the recall's lasts 2 hours).
    const day = times.body.days.slice(3).find((d) => d.times.length >= 15)?.times ?? [];
    const [start = '', warmStart = '', plainStart = ''] = [0, 8, 14].map((i) => day[i]?.startDateTime);
    const book = (selectedRecallOemIdSet: string[], who = customer, startDateTime = start) =>
      callRoute<Body>(partnerBookRoute, {
        path: '/x',
        params,
        authorization: client.authorization,
        body: {
          startDateTime,
          operationUuids: [setup.opcodeUuid],
          customerUuid: who.customerUuid,
          vehicleUuid: who.vehicleUuid,
          selectedRecallOemIdSet,
        },
      });
    const before = statementsSent();
    await findRecallsForVehicle(db(), {
      dealerUuid: own.dealerUuid,
      vehicle: vehicleOf(listedVin, 2021, 'Honda', 'Accord'),
    });
    // One statement answers a vehicle's recalls.
    expect(statementsSent() - before).toBe(1);
    const notTheirs = await book(['23V-001']);
    expect([notTheirs.status, errorCode(notTheirs.body)]).toEqual([400, 'RECALL_NOT_OPEN_FOR_VEHICLE']);
    // Statements of a booking without and with a recall, both after a first booking warmed the caches.
    expect((await book([], await createTestCustomer(own), warmStart)).status).toBe(201);
    // With the recall ticked, free times count its repair: 10:00 no longer fits before the 11:00 visit.
    const startsOf = async (selectedRecallOemIdSet: string[]) => {
      const answer = await callRoute<{ days: { times: { startDateTime: string }[] }[] }>(partnerTimesRoute, {
        path: '/x',
        params,
        authorization: client.authorization,
        body: { operationUuids: [setup.opcodeUuid], selectedRecallOemIdSet },
      });
      return answer.body.days.flatMap((d) => d.times.map((t) => t.startDateTime));
    };
    const tenOClock = day[6]?.startDateTime ?? '';
    expect(await startsOf([])).toContain(tenOClock);
    expect(await startsOf(['22V-777'])).not.toContain(tenOClock);
    const neighbour = await createTestCustomer(own);
    const plainBefore = statementsSent();
    expect((await book([], neighbour, plainStart)).status).toBe(201);
    const plain = statementsSent() - plainBefore;
    const sentBefore = statementsSent();
    const booked = await book(['22V-777']);
    // The recall costs its lookups: the campaigns' repairs for the free-time check (and their opcode
    // rules), the customer's vehicles and the open campaigns covering the one booked.
    expect(statementsSent() - sentBefore - plain).toBeLessThanOrEqual(4);
    console.info(`partner booking: ${plain} statements; with one recall: ${statementsSent() - sentBefore}`);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.services).toContainEqual({ name: 'Airbag inflator', price: '0.00' });
    expect(booked.body.estimate).toBe('79.95');
    const uuid = booked.body.appointmentUuid as string;
    const [visit] = await db().select().from(appointments).where(eq(appointments.uuid, uuid));
    expect(visit?.recall).toBe(true);
    const lines = await db()
      .select()
      .from(appointmentServices)
      .where(eq(appointmentServices.appointmentUuid, uuid));
    expect(lines.map((l) => [l.laborOpCode, l.recallId, l.price, l.payType]).sort()).toEqual([
      ['OIL', null, '79.95', 'Customer'],
      ['R22V777', '22V-777', '0.00', 'Warranty'],
    ]);
  });
});

describe("the public page asks for the recalls of the customer's vehicle", () => {
  /** A session proving the phone, as the page gets it from a texted code. */
  async function sessionFor(phone: string): Promise<string> {
    const params = { dealer: own.dealerUuid };
    const sent = await callRoute<Body>(codesRoute, { path: '/x', params, body: { phone } });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [text] = sandboxTextsTo({ dealerUuid: own.dealerUuid, to: phone, now: new Date() });
    const code = text?.body.match(/\b(\d{6})\b/)?.[1];
    const verified = await callRoute<Body>(verifyRoute, { path: '/x', params, body: { phone, code } });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    return verified.body.session as string;
  }
  const ask = (body: Body) =>
    callRoute<{ recalls: { oemRecallId: string }[] } & Body>(publicRecallsRoute, {
      path: '/x',
      params: { dealer: own.dealerUuid },
      body,
    });

  it("answers only with a proven phone, for the phone's own vehicle or the one typed", async () => {
    const customer = await createTestCustomer(own); // 2021 Accord
    const stranger = await createTestCustomer(own);
    const unproven = await ask({ session: 'x'.repeat(40), vehicle: { vin: listedVin } });
    expect([unproven.status, errorCode(unproven.body)]).toEqual([401, 'VERIFICATION_REQUIRED']);
    expect((unproven.body.error as { message?: string }).message).toBe('Confirm it’s you with a new code');
    const session = await sessionFor(customer.phone);
    const own2021 = await ask({ session, vehicleUuid: customer.vehicleUuid });
    expect(own2021.body.recalls.map((r) => r.oemRecallId)).toEqual(['22V-777']);
    const typed = await ask({ session, vehicle: { vin: listedVin } });
    expect(typed.body.recalls.map((r) => r.oemRecallId)).toEqual(['23V-001']);
    const theirs = await ask({ session, vehicleUuid: stranger.vehicleUuid });
    expect([theirs.status, errorCode(theirs.body)]).toEqual([400, 'VEHICLE_UUID_NOT_FOUND']);
  });

  it('offers a vehicle whose model year only its VIN gives the recall of its make, model and years', async () => {
    const customer = await createTestCustomer(own);
    await db()
      .update(vehicles)
      .set({ vin: vinOf2020, year: null })
      .where(eq(vehicles.uuid, customer.vehicleUuid));
    const session = await sessionFor(customer.phone);
    const onFile = await ask({ session, vehicleUuid: customer.vehicleUuid });
    expect(onFile.status, JSON.stringify(onFile.body)).toBe(200);
    expect(onFile.body.recalls.map((r) => r.oemRecallId)).toEqual(['22V-777']);
    const typed = await ask({ session, vehicle: { vin: vinOf2020, make: 'Honda', model: 'Accord' } });
    expect(typed.body.recalls.map((r) => r.oemRecallId)).toEqual(['22V-777']);
    const older = await ask({ session, vehicle: { vin: vinOf2017, make: 'Honda', model: 'Accord' } });
    expect(older.body.recalls).toEqual([]);
    const partner = await callRoute<{ recalls: { oemRecallId: string }[] }>(partnerRecallsRoute, {
      path: `/x?vin=${vinOf2020}&make=Honda&model=Accord`,
      params: { departmentUuid: own.departmentUuid },
      authorization: client.authorization,
    });
    expect(partner.status, JSON.stringify(partner.body)).toBe(200);
    expect(partner.body.recalls.map((r) => r.oemRecallId)).toEqual(['22V-777']);
  });
});
