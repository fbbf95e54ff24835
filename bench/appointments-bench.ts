import { sql } from 'drizzle-orm';
import { GET as byDateRoute } from '@/app/api/appointment/v2/dealerDepartment/[departmentUuid]/date/[date]/route';
import { POST as listRoute } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/list/route';
import { GET as healthRoute } from '@/app/api/health/route';
import { GET as defaultDealerAssociateRoute } from '@/app/api/manage/v2/departments/[departmentUUID]/dealerAssociate/default/route';
import { findAppointmentsByDate } from '../server/appointments/find-appointments-by-date';
import { listAppointments } from '../server/appointments/list-appointments';
import type { UseCaseContext } from '../server/core/context';
import { db } from '../server/db/client';
import { demoInfo } from '../server/db/seed/demo-data';
import { addDays, instantToLocalDate } from '../server/time/wall-clock';
import { serveRoutes } from './http-adapter';
import { type Figures, measure, printFigures } from './measure';

const total = 200_000;
const perDay = 60;

/**
 * Issue 3's targets: with 200,000 appointments in one department, list by filter (a week, page 1
 * of 100) and get by date each p95 ≤ 20 ms at the domain function, and over HTTP within 2× of a
 * trivial route served the same way in the same run.
 */
export async function benchAppointments(): Promise<Figures[]> {
  const dealer = demoInfo().dealers[0];
  if (!dealer) throw new Error('demo data missing');
  const database = db();
  const today = instantToLocalDate(new Date(), dealer.timeZone);
  const days = Math.ceil(total / perDay);
  const firstDay = addDays(today, -Math.floor(days / 2));
  const started = performance.now();
  // 60 visits a day (8 advisors' worth) over about nine years, half past and half future.
  await database.execute(sql`
    insert into appointments (uuid, dealer_uuid, department_uuid, customer_uuid, vehicle_uuid, status, start_at, end_at,
      local_date, assigned_dealer_associate_uuid, platform, appointment_key)
    select md5('bench' || i), ${dealer.dealerUuid}, ${dealer.departmentUuid},
      (array[${sql.join(
        dealer.customers.map((c) => sql`${c.customerUuid}`),
        sql`, `,
      )}])[1 + i % ${dealer.customers.length}],
      null, case when i % 17 = 0 then 'Cancelled' else 'Scheduled' end,
      t.start_at, t.start_at + interval '29 minutes 59 seconds',
      (t.start_at at time zone ${dealer.timeZone})::date,
      (array[${sql.join(
        dealer.advisors.map((a) => sql`${a.dealerAssociateUuid}`),
        sql`, `,
      )}])[1 + i % ${dealer.advisors.length}],
      case when i % 3 = 0 then 'dealerapp' else 'API' end, 'B-' || i
    from generate_series(0, ${total - 1}) as i,
      lateral (select ((${firstDay}::date + (i / ${perDay}))::timestamp + interval '7 hours' + ((i % ${perDay}) % 20) * interval '30 minutes')
        at time zone ${dealer.timeZone} as start_at) t
  `);
  // A table this size has been vacuumed in steady state; measuring right after the bulk insert
  // would time autovacuum and first-read hint-bit writes instead.
  await database.execute(sql`vacuum analyze appointments`);
  console.log(`inserted ${total} appointments in ${Math.round(performance.now() - started)} ms`);

  const ctx = {
    requestId: 'bench',
    principal: null,
    tenants: [{ dealerUuid: dealer.dealerUuid, departmentUuid: dealer.departmentUuid }],
    db: database,
    idempotencyKey: null,
  } satisfies UseCaseContext;
  const listBody = { startDate: today, endDate: addDays(today, 6), pageNumber: 1, pageSize: 100 };
  const domain = [
    await measure('list by filter (7 days, page 1 of 100) — domain function', 200, () =>
      listAppointments(ctx, { params: { dealerDepartmentUUID: dealer.departmentUuid }, body: listBody }),
    ),
    await measure(`get by date (${perDay} appointments) — domain function`, 200, () =>
      findAppointmentsByDate(ctx, { params: { departmentUuid: dealer.departmentUuid, date: today } }),
    ),
  ];

  const server = await serveRoutes([
    { method: 'GET', pattern: /^\/api\/health$/, names: [], handler: healthRoute },
    {
      method: 'GET',
      pattern: /^\/api\/manage\/v2\/departments\/([^/]+)\/dealerAssociate\/default$/,
      names: ['departmentUUID'],
      handler: defaultDealerAssociateRoute,
    },
    {
      method: 'POST',
      pattern: /^\/api\/appointment\/v2\/department\/([^/]+)\/list$/,
      names: ['dealerDepartmentUuid'],
      handler: listRoute,
    },
    {
      method: 'GET',
      pattern: /^\/api\/appointment\/v2\/dealerDepartment\/([^/]+)\/date\/([^/]+)$/,
      names: ['departmentUuid', 'date'],
      handler: byDateRoute,
    },
  ]);
  const authorization = `Basic ${Buffer.from(`${dealer.apiClient.username}:${dealer.apiClient.password}`).toString('base64')}`;
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${server.origin}${path}`, init);
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  };
  const http = [
    await measure('trivial route (GET /api/health) — HTTP', 300, () => call('/api/health')),
    await measure('trivial authenticated route (default dealer associate) — HTTP with Basic auth', 300, () =>
      call(`/api/manage/v2/departments/${dealer.departmentUuid}/dealerAssociate/default`, {
        headers: { authorization },
      }),
    ),
    await measure('list by filter — HTTP with Basic auth', 300, () =>
      call(`/api/appointment/v2/department/${dealer.departmentUuid}/list`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(listBody),
      }),
    ),
    await measure('get by date — HTTP with Basic auth', 300, () =>
      call(`/api/appointment/v2/dealerDepartment/${dealer.departmentUuid}/date/${today}`, {
        headers: { authorization },
      }),
    ),
  ];
  await server.close();
  printFigures(`Appointments: ${total} in one department`, [...domain, ...http]);
  // Issue 3 compares with the trivial authenticated route: it pays the same authentication.
  const trivial = http[1]?.p95 ?? 0;
  for (const f of http.slice(2)) {
    console.log(
      `${f.name}: p95 ${f.p95} ms = ${(f.p95 / Math.max(trivial, 0.01)).toFixed(1)}× the trivial authenticated route's p95 (${trivial} ms)`,
    );
  }
  return [...domain, ...http];
}
