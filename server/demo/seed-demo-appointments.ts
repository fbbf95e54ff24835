import type { Tx } from '../db/client';
import { appointmentHistory, appointmentServices, appointments, customers, vehicles } from '../db/schema';
import { seededUuid } from '../ids';
import { addDays, instantToLocalDate, wallClockToInstant, weekdayOf } from '../time/wall-clock';
import {
  type DemoAdvisor,
  type DemoDealer,
  type DemoOpcode,
  demoDealers,
  demoIds,
  demoOpcodes,
} from './demo-data';

type ScheduleCustomer = {
  key: string;
  firstName: string;
  lastName: string;
  vehicle: { vin: string; make: string; model: string; year: number; mileage: number };
};

/**
 * Customers of the seeded visits, apart from the demo customers of demo-data.ts: a customer may hold
 * only 3 future appointments, and specs book the demo customers themselves.
 */
const scheduleCustomers: Record<string, ScheduleCustomer[]> = {
  lakeshore: [
    {
      key: 'S-1101',
      firstName: 'Olivia',
      lastName: 'Bennett',
      vehicle: { vin: '5FNYF6H59LB012001', make: 'Honda', model: 'Pilot', year: 2020, mileage: 38400 },
    },
    {
      key: 'S-1102',
      firstName: 'Marcus',
      lastName: 'Green',
      vehicle: { vin: '5FNRL6H78MB012002', make: 'Honda', model: 'Odyssey', year: 2021, mileage: 22750 },
    },
    {
      key: 'S-1103',
      firstName: 'Hannah',
      lastName: 'Ito',
      vehicle: { vin: '3CZRU6H31NM012003', make: 'Honda', model: 'HR-V', year: 2022, mileage: 9100 },
    },
  ],
  pacific: [
    {
      key: 'S-2101',
      firstName: 'Lucas',
      lastName: 'Romero',
      vehicle: { vin: '5YFEPMAE0MP012004', make: 'Toyota', model: 'Corolla', year: 2021, mileage: 30500 },
    },
    {
      key: 'S-2102',
      firstName: 'Grace',
      lastName: 'Park',
      vehicle: { vin: '5TDGZRBH3LS012005', make: 'Toyota', model: 'Highlander', year: 2020, mileage: 44200 },
    },
    {
      key: 'S-2103',
      firstName: 'Noah',
      lastName: 'Fischer',
      vehicle: { vin: 'JTDKAMFU5N3012006', make: 'Toyota', model: 'Prius', year: 2022, mileage: 12800 },
    },
  ],
};

type DemoVisit = {
  n: number;
  /** 0 = the first weekday from the seeding date on (today when it is one). */
  weekday: number;
  time: string;
  customer: number;
  advisor: number;
  opcodes: string[];
  status: 'Scheduled' | 'Confirmed';
  transport: 'WAITER' | 'DROP_OFF' | 'LOANER' | 'SHUTTLE';
  comments: string | null;
};

// Two visits per customer on different days: within the 3-future-appointments limit and one visit
// per vehicle per day, so the seeded schedule is one the API itself would have accepted (advisors
// are never double-booked either).
const demoVisits: DemoVisit[] = [
  {
    n: 1,
    weekday: 0,
    time: '08:00',
    customer: 0,
    advisor: 1,
    opcodes: ['OIL', 'ROT'],
    status: 'Confirmed',
    transport: 'WAITER',
    comments: 'Customer will wait; asked for a car wash if there is time.',
  },
  {
    n: 2,
    weekday: 0,
    time: '09:30',
    customer: 1,
    advisor: 2,
    opcodes: ['BRK'],
    status: 'Scheduled',
    transport: 'LOANER',
    comments: 'Squeal from the front left when braking.',
  },
  {
    n: 3,
    weekday: 0,
    time: '13:00',
    customer: 2,
    advisor: 3,
    opcodes: ['30K'],
    status: 'Scheduled',
    transport: 'DROP_OFF',
    comments: null,
  },
  {
    n: 4,
    weekday: 1,
    time: '10:00',
    customer: 0,
    advisor: 0,
    opcodes: ['ALIGN'],
    status: 'Scheduled',
    transport: 'SHUTTLE',
    comments: 'Pulls to the right on the highway.',
  },
  {
    n: 5,
    weekday: 1,
    time: '14:30',
    customer: 1,
    advisor: 1,
    opcodes: ['MPI'],
    status: 'Confirmed',
    transport: 'WAITER',
    comments: null,
  },
  {
    n: 6,
    weekday: 2,
    time: '11:00',
    customer: 2,
    advisor: 2,
    opcodes: ['OIL'],
    status: 'Scheduled',
    transport: 'DROP_OFF',
    comments: null,
  },
];

/** The next `count` Monday–Friday dates in the dealer's zone, starting today when it is one. */
function nextWeekdays(today: string, count: number): string[] {
  const days: string[] = [];
  for (let date = today; days.length < count; date = addDays(date, 1)) {
    const weekday = weekdayOf(date);
    if (weekday >= 1 && weekday <= 5) days.push(date);
  }
  return days;
}

/** `HH:mm` plus minutes, on the same day. */
function wallClockPlus(date: string, time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const total = h * 60 + m + minutes;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date}T${pad(Math.floor(total / 60))}:${pad(total % 60)}:00`;
}

/**
 * A few visits per demo dealer on the coming weekdays, so the schedule shows something on first
 * start. Idempotent: ids come from names and rows are inserted only when missing, so a second run
 * (even on a later day) leaves the first run's visits as they are.
 */
export async function seedDemoAppointments(database: Tx, now: Date = new Date()): Promise<void> {
  for (const d of demoDealers) {
    const days = nextWeekdays(instantToLocalDate(now, d.timeZone), 3);
    const manager = d.advisors[0];
    const dealerCustomers = scheduleCustomers[d.key] ?? [];
    for (const c of dealerCustomers) await seedScheduleCustomer(database, d, c);
    for (const visit of demoVisits) {
      const customer = dealerCustomers[visit.customer];
      const advisor = d.advisors[visit.advisor];
      const date = days[visit.weekday];
      if (!customer || !advisor || !date || !manager) continue;
      await seedVisit(database, { dealer: d, visit, date, customer, advisor, manager, now });
    }
  }
}

/** A customer of the seeded visits, with the one vehicle they bring. */
async function seedScheduleCustomer(database: Tx, d: DemoDealer, c: ScheduleCustomer) {
  const dealerUuid = demoIds.dealer(d.key);
  const customerUuid = demoIds.customer(d.key, c.key);
  await database
    .insert(customers)
    .values({
      uuid: customerUuid,
      dealerUuid,
      customerKey: c.key,
      firstName: c.firstName,
      lastName: c.lastName,
    })
    .onConflictDoNothing();
  await database
    .insert(vehicles)
    .values({
      uuid: demoIds.vehicle(d.key, c.vehicle.vin),
      customerUuid,
      dealerUuid,
      vin: c.vehicle.vin,
      vehicleKey: `VK-${c.vehicle.vin.slice(-6)}`,
      make: c.vehicle.make,
      model: c.vehicle.model,
      year: c.vehicle.year,
      mileage: c.vehicle.mileage,
    })
    .onConflictDoNothing();
}

type SeededVisit = {
  dealer: DemoDealer;
  visit: DemoVisit;
  date: string;
  customer: ScheduleCustomer;
  advisor: DemoAdvisor;
  /** Books every visit. */
  manager: DemoAdvisor;
  now: Date;
};

/** One visit, booked by the manager: the appointment, its service lines and its history. */
async function seedVisit(database: Tx, input: SeededVisit) {
  const { dealer: d, visit, date, customer, advisor, manager } = input;
  const vehicle = customer.vehicle;
  const lines = visit.opcodes.flatMap((code) => demoOpcodes.filter((o) => o.code === code));
  const minutes = Math.max(
    d.slotSizeMinutes,
    lines.reduce((sum, o) => sum + o.minutes, 0),
  );
  const start = wallClockToInstant(wallClockPlus(date, visit.time, 0), d.timeZone);
  const end = wallClockToInstant(wallClockPlus(date, visit.time, minutes), d.timeZone);
  if (!start.ok || !end.ok) return;
  const uuid = seededUuid(`appointment:${d.key}:${visit.n}`);
  const inserted = await database
    .insert(appointments)
    .values({
      uuid,
      dealerUuid: demoIds.dealer(d.key),
      departmentUuid: demoIds.department(d.key),
      customerUuid: demoIds.customer(d.key, customer.key),
      vehicleUuid: demoIds.vehicle(d.key, vehicle.vin),
      status: visit.status,
      startAt: start.instant,
      // Like a visit booked without an end: it ends one second before the next slot starts.
      endAt: new Date(end.instant.getTime() - 1000),
      localDate: date,
      assignedDealerAssociateUuid: demoIds.dealerAssociate(d.key, advisor.login),
      creatorDealerAssociateUuid: demoIds.dealerAssociate(d.key, manager.login),
      teamUuid: demoIds.team(d.key, advisor.team),
      transportOptionUuid: demoIds.transportOption(d.key, visit.transport),
      comments: visit.comments,
      mileageText: String(vehicle.mileage),
      platform: 'dealerapp',
      createdByPrincipal: demoIds.user(manager.login),
    })
    .onConflictDoNothing()
    .returning({ uuid: appointments.uuid });
  if (inserted.length === 0) return;
  if (lines.length > 0) await seedVisitServices(database, { dealerKey: d.key, visit, uuid, lines });
  await seedVisitHistory(database, { dealerKey: d.key, visit, uuid, manager, now: input.now });
}

async function seedVisitServices(
  database: Tx,
  input: { dealerKey: string; visit: DemoVisit; uuid: string; lines: DemoOpcode[] },
) {
  const { dealerKey, visit, uuid } = input;
  await database.insert(appointmentServices).values(
    input.lines.map((o, index) => ({
      uuid: seededUuid(`appointment-service:${dealerKey}:${visit.n}:${o.code}`),
      appointmentUuid: uuid,
      sortOrder: index + 1,
      title: o.code,
      laborOpCode: o.code,
      description: o.name,
      opCodeName: o.name,
      operationType: 'OPCODE',
      operationUuid: demoIds.opcode(dealerKey, o.code),
      price: o.price,
      laborTotal: o.price,
      payType: 'Customer',
      durationMinutes: o.minutes,
    })),
  );
}

/** Created by the manager, and confirmed a second later when the visit is Confirmed. */
async function seedVisitHistory(
  database: Tx,
  input: { dealerKey: string; visit: DemoVisit; uuid: string; manager: DemoAdvisor; now: Date },
) {
  const { dealerKey, visit, uuid, manager, now } = input;
  const createdBy = {
    actorKind: 'advisor',
    actorId: demoIds.user(manager.login),
    actorName: manager.login,
    platform: 'dealerapp' as const,
  };
  await database.insert(appointmentHistory).values([
    {
      uuid: seededUuid(`appointment-history:${dealerKey}:${visit.n}:created`),
      appointmentUuid: uuid,
      event: 'CREATED',
      fromStatus: null,
      toStatus: 'Scheduled',
      occurredAt: now,
      ...createdBy,
    },
    ...(visit.status === 'Confirmed'
      ? [
          {
            uuid: seededUuid(`appointment-history:${dealerKey}:${visit.n}:confirmed`),
            appointmentUuid: uuid,
            event: 'STATUS_CHANGED',
            fromStatus: 'Scheduled',
            toStatus: 'Confirmed',
            changes: { status: { from: 'Scheduled', to: 'Confirmed' } },
            occurredAt: new Date(now.getTime() + 1000),
            ...createdBy,
          },
        ]
      : []),
  ]);
}
