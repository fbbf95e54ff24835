import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { findAppointmentsByDate } from '../server/appointments/find-appointments-by-date';
import { findAppointmentsByOrder } from '../server/appointments/find-appointments-by-order';
import { findAppointmentsForCustomer } from '../server/appointments/find-appointments-for-customer';
import { getAppointment } from '../server/appointments/get-appointment';
import { listAppointments } from '../server/appointments/list-appointments';
import type { UseCaseContext } from '../server/core/context';
import { createFreshDatabase } from '../server/database-setup/fresh-database';
import { closeDb, db } from '../server/db/client';
import * as schema from '../server/db/schema';
import { repairOrders } from '../server/db/schema';
import { demoIds, demoInfo } from '../server/demo/demo-data';
import { seedDemo } from '../server/demo/seed-demo';
import { env, setDatabaseUrl } from '../server/env';
import { seededUuid } from '../server/ids';
import { addDays, instantToLocalDate, weekdayOf } from '../server/time/wall-clock';
import { benchIds, seedBenchData } from './seed-bench-data';

/**
 * `tsx bench/explain-lookups.ts`: the plans of the partner look-ups' statements at the benchmark's
 * size. Seeds a throwaway database as `npm run bench` does (the demo dealership and 200,000
 * appointments; EXPLAIN_DATABASE_URL names one already seeded instead), then runs each look-up's
 * use case on a connection with auto_explain on: every statement it sends is printed with
 * `EXPLAIN (ANALYZE, BUFFERS)`'s plan, after six warm-up calls (so prepared statements run their
 * cached plans, as in a serving process). KEEP_DATABASE=1 keeps the seeded database for a rerun.
 */

const dealerKey = 'lakeshore';
const warmUps = 6;

async function seededDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const given = process.env.EXPLAIN_DATABASE_URL;
  if (given) return { url: given, drop: async () => {} };
  const database = await createFreshDatabase(env().DATABASE_URL);
  setDatabaseUrl(database.url);
  console.log('seeding the demo dealership and the benchmark data');
  await seedDemo(db());
  await seedBenchData(db());
  return database;
}

/** A connection that reports each statement it runs with its plan, as notices. */
function explainingConnection(url: string, plans: string[]) {
  const client = postgres(url, {
    max: 1,
    onnotice: (notice) => plans.push(String(notice.message)),
    connection: { application_name: 'explain-lookups' },
  });
  const setUp = async () => {
    await client`load 'auto_explain'`;
    await client`set auto_explain.log_min_duration = 0`;
    await client`set auto_explain.log_analyze = on`;
    await client`set auto_explain.log_buffers = on`;
    await client`set auto_explain.log_level = notice`;
  };
  return { client, database: drizzle(client, { schema }), setUp };
}

/** The last weekday before today that is not a Sunday: a day of 120 appointments. */
function busyDay(today: string): string {
  let day = addDays(today, -14);
  while (weekdayOf(day) === 0 || weekdayOf(day) === 6) day = addDays(day, -1);
  return day;
}

type LookUp = { name: string; run: (ctx: UseCaseContext) => Promise<unknown> };

function lookUps(departmentUuid: string, day: string, appointmentUuid: string, orderUuid: string): LookUp[] {
  return [
    {
      name: `get by date (${day})`,
      run: (ctx) => findAppointmentsByDate(ctx, { params: { departmentUuid, date: day } }),
    },
    {
      name: 'list by filter (a week, page of 100)',
      run: (ctx) =>
        listAppointments(ctx, {
          params: { dealerDepartmentUUID: departmentUuid },
          body: { startDate: addDays(day, -6), endDate: day, pageNumber: 1, pageSize: 100 },
        }),
    },
    {
      name: 'get by uuid',
      run: (ctx) => getAppointment(ctx, { params: { departmentUuid, appointmentUuid } }),
    },
    {
      name: 'get by order',
      run: (ctx) => findAppointmentsByOrder(ctx, { params: { departmentUuid, orderUuid } }),
    },
    {
      name: 'get by customer (customer 0, all)',
      run: (ctx) =>
        findAppointmentsForCustomer(ctx, {
          params: { departmentUuid, customerUuid: benchIds.customer(0) },
          query: {},
        }),
    },
  ];
}

async function main() {
  const seeded = await seededDatabase();
  setDatabaseUrl(seeded.url);
  const dealer = demoInfo().dealers.find((d) => d.dealerUuid === demoIds.dealer(dealerKey));
  if (!dealer) throw new Error('the demo dealership is missing');
  const plans: string[] = [];
  const connection = explainingConnection(seeded.url, plans);
  try {
    const ctx: UseCaseContext = {
      requestId: 'explain',
      principal: null,
      tenants: [{ dealerUuid: dealer.dealerUuid, departmentUuid: dealer.departmentUuid }],
      db: connection.database,
      idempotencyKey: null,
    };
    const day = busyDay(instantToLocalDate(new Date(), dealer.timeZone));
    const ofDay = (await findAppointmentsByDate(ctx, {
      params: { departmentUuid: dealer.departmentUuid, date: day },
    })) as { serviceAppointments: { uuid: string }[] };
    const appointmentUuid = ofDay.serviceAppointments[60]?.uuid ?? '';
    const orderUuid = seededUuid('explain-order');
    await connection.database
      .insert(repairOrders)
      .values({
        uuid: orderUuid,
        dealerUuid: dealer.dealerUuid,
        departmentUuid: dealer.departmentUuid,
        orderNumber: 'EXPLAIN-1',
        orderDate: day,
        appointmentUuid,
      })
      .onConflictDoNothing();
    await connection.setUp();
    for (const lookUp of lookUps(dealer.departmentUuid, day, appointmentUuid, orderUuid)) {
      for (let i = 0; i < warmUps; i++) await lookUp.run(ctx);
      plans.length = 0;
      await lookUp.run(ctx);
      console.log(`\n=== ${lookUp.name}: ${plans.length} statements\n`);
      for (const plan of plans) console.log(`${plan}\n`);
    }
  } finally {
    await connection.client.end();
    await closeDb();
    if (process.env.KEEP_DATABASE === '1') console.log(`kept ${seeded.url}`);
    else await seeded.drop();
  }
}

await main();
