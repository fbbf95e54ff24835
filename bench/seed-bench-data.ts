import { eq, sql } from 'drizzle-orm';
import { advisorAuthorities } from '../server/admin/new-dealer-defaults';
import type { Database } from '../server/db/client';
import { dealerAssociates, opcodes, schedulingRules, teamMembers, users } from '../server/db/schema';
import { demoIds, demoInfo, demoOpcodes } from '../server/demo/demo-data';
import { seededUuid } from '../server/ids';
import type { SchedulingRules } from '../server/scheduling/rules';
import { addDays, instantToLocalDate, weekdayOf } from '../server/time/wall-clock';

/** The demo dealer the benchmark fills: Lakeshore Honda (30-minute slots, Mon–Fri 07–18, Sat 08–14). */
const dealerKey = 'lakeshore';
const benchAdvisorCount = 8;
// BENCH_APPOINTMENTS seeds fewer (a profile needs only the recent weeks the scenarios read).
export const appointmentTotal = Number(process.env.BENCH_APPOINTMENTS ?? 200_000);
export const customerTotal = 50_000;
/** Customers 0 … this-1 hold the future appointments; the others are free to book (the limit is 3). */
export const customersWithFutureVisits = 10_000;
/** Bookings reach this many days ahead, as a shop's calendar does; later days are empty. */
export const bookedDaysAhead = 21;
const visitsPerWeekday = 120;
const visitsPerSaturday = 60;

export type BenchDepartment = {
  dealerUuid: string;
  departmentUuid: string;
  timeZone: string;
  today: string;
  authorization: string;
  waiterUuid: string;
  opcodeUuids: string[];
  closedDates: string[];
};

/** Identifiers of the benchmark's rows; the same derivation as the demo seed's (`seededUuid`). */
export const benchIds = {
  customer: (n: number) => seededUuid(`bench-customer:${n}`),
  vehicle: (n: number) => seededUuid(`bench-vehicle:${n}`),
};

/** SQL for `seededUuid(prefix + n)`, so bulk rows get the identifiers `benchIds` computes. */
const seededUuidSql = (prefix: string, n: ReturnType<typeof sql>) =>
  sql`translate(rtrim(encode(sha256(convert_to('record:' || ${prefix} || (${n})::text, 'UTF8')), 'base64'), '='), '+/', '-_')`;

const slotsOf = (weekday: number) => (weekday === 6 ? 12 : 22);
const opensOf = (weekday: number) => (weekday === 6 ? '08:00' : '07:00');

/**
 * Fills the demo dealer to the benchmark's size: 12 advisors, every rule type configured,
 * 50,000 customers with a phone, an email and a vehicle, and 200,000 appointments with service
 * lines and history, 120 a weekday and 60 a Saturday over about six years up to three weeks ahead.
 */
export async function seedBenchData(database: Database): Promise<BenchDepartment> {
  const dealer = demoInfo().dealers.find((d) => d.dealerUuid === demoIds.dealer(dealerKey));
  if (!dealer) throw new Error('the demo dealership is missing');
  const today = instantToLocalDate(new Date(), dealer.timeZone);
  const bench: BenchDepartment = {
    dealerUuid: dealer.dealerUuid,
    departmentUuid: dealer.departmentUuid,
    timeZone: dealer.timeZone,
    today,
    authorization: `Basic ${Buffer.from(`${dealer.apiClient.username}:${dealer.apiClient.password}`).toString('base64')}`,
    waiterUuid: demoIds.transportOption(dealerKey, 'WAITER'),
    opcodeUuids: demoOpcodes.map((o) => demoIds.opcode(dealerKey, o.code)),
    closedDates: [addDays(today, 9), ...nextHolidays(today)],
  };
  const advisors = [
    ...dealer.advisors.map((a) => a.dealerAssociateUuid),
    ...(await addBenchAdvisors(database)),
  ];
  await writeEveryRuleType(database, bench, advisors);
  await timed('customers', () => insertCustomers(database, bench));
  await timed('appointments', () => insertAppointments(database, bench, advisors));
  await timed('service lines', () => insertServiceLines(database, bench));
  await timed('history', () => insertHistory(database, bench));
  // A table this size has been vacuumed in steady state; measuring right after the bulk insert
  // would time autovacuum and first-read hint-bit writes instead.
  await timed('vacuum analyze', () => database.execute(sql`vacuum analyze`));
  return bench;
}

async function timed<T>(what: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  console.log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

function nextHolidays(today: string): string[] {
  return ['12-25', '01-01'].map((monthDay) => {
    const thisYear = `${today.slice(0, 4)}-${monthDay}`;
    return thisYear >= today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${monthDay}`;
  });
}

async function addBenchAdvisors(database: Database): Promise<string[]> {
  const departmentUuid = demoIds.department(dealerKey);
  const uuids: string[] = [];
  for (let i = 0; i < benchAdvisorCount; i++) {
    const userUuid = seededUuid(`bench-user:${i}`);
    const uuid = seededUuid(`bench-advisor:${i}`);
    await database.insert(users).values({ uuid: userUuid, firstName: 'Bench', lastName: `Advisor ${i + 1}` });
    await database.insert(dealerAssociates).values({
      uuid,
      userUuid,
      departmentUuid,
      roleUuid: demoIds.role(dealerKey, 'SA'),
      userName: `bench.advisor${i + 1}`,
      isAdvisor: true,
      authorities: advisorAuthorities,
    });
    await database
      .insert(teamMembers)
      .values({ teamUuid: demoIds.team(dealerKey, i % 2), dealerAssociateUuid: uuid });
    uuids.push(uuid);
  }
  return uuids;
}

/**
 * Every rule type the engine knows, with limits a busy shop would set: they are checked on every
 * look-up and booking, and leave room for the benchmark's creates (one per slot, on empty days).
 */
async function writeEveryRuleType(database: Database, bench: BenchDepartment, advisors: string[]) {
  const { today } = bench;
  const weekdays = [0, 1, 2, 3, 4, 5, 6];
  const perWeekday = (limit: number) => weekdays.map((weekday) => ({ weekday, limit }));
  const transport = ['WAITER', 'DROP_OFF', 'LOANER', 'SHUTTLE'].map((n) =>
    demoIds.transportOption(dealerKey, n),
  );
  const rules: SchedulingRules = {
    minimumNoticeMinutes: 120,
    closures: [
      ...bench.closedDates.map((date) => ({ date, from: null, to: null, reason: 'Closed' })),
      { date: addDays(today, 11), from: '16:00', to: '18:00', reason: 'Staff meeting' },
    ],
    dealerLimits: {
      perWeekday: perWeekday(400),
      perDate: [{ date: addDays(today, 3), limit: 150 }],
      perSlotPerWeekday: perWeekday(12),
      perSlotPerDate: [{ date: addDays(today, 4), limit: 8 }],
      unavailableSlots: [{ weekday: 3, date: null, time: '12:00' }],
    },
    advisors: advisors.map((uuid, i) => ({
      dealerAssociateUuid: uuid,
      weeklySchedule: [{ weekday: i % 7, hours: null }],
      weeklySlotsOff: weekdays.map((weekday) => ({ weekday, from: '12:00', to: '12:30' })),
      dateSlotsOff: [{ date: addDays(today, 1 + (i % bookedDaysAhead)), from: '08:00', to: '10:00' }],
      recurringScheduleStartDate: i === 0 ? addDays(today, 2) : null,
      perWeekday: perWeekday(30),
      perDate: [{ date: addDays(today, 5), limit: 12 }],
      perSlotPerWeekday: perWeekday(1),
      perSlotPerDate: [],
      transportOptionUuids: i % 4 === 3 ? transport.slice(0, 2) : null,
    })),
    combinedAdvisorLimits: {
      perWeekday: perWeekday(350),
      perDate: [{ date: addDays(today, 6), limit: 130 }],
      perSlot: 12,
    },
    teamTransportOptions: [{ teamUuid: demoIds.team(dealerKey, 1), transportOptionUuids: transport }],
    transportOptions: transport.map((transportOptionUuid, i) => ({
      transportOptionUuid,
      perSlot: 8,
      perDay: i === 2 ? 8 : 200,
      onlineSharePercent: 50,
    })),
    recallCampaigns: { leadTimeMinutes: 24 * 60, dailyLimit: 10 },
    capacityPlanning: {
      laborMinutesPerWeekday: perWeekday(20_000),
      laborMinutesPerDate: [{ date: addDays(today, 8), limit: 15_000 }],
    },
  };
  await database
    .update(schedulingRules)
    .set({ rules })
    .where(eq(schedulingRules.departmentUuid, bench.departmentUuid));
  for (const [i, uuid] of bench.opcodeUuids.entries()) {
    await database
      .update(opcodes)
      .set({
        leadTimeMinutes: 60 * (i % 3),
        dailyLimitConfigList: weekdays.map((dayOfWeek) => ({ dayOfWeek, limit: 400 })),
      })
      .where(eq(opcodes.uuid, uuid));
  }
}

async function insertCustomers(database: Database, bench: BenchDepartment) {
  const c = sql.raw('c');
  const series = sql`from generate_series(0, ${customerTotal - 1}) as c`;
  const firstNames = sql`(array['Ava','Ben','Chloe','Diego','Emma','Farid','Grace','Hiro','Isla','Jon','Kara','Liam'])`;
  const lastNames = sql`(array['Adams','Brown','Chen','Davis','Evans','Garcia','Hall','Ito','Jones','Khan','Lopez','Miller','Novak'])`;
  await database.execute(sql`
    insert into customers (uuid, dealer_uuid, customer_key, first_name, last_name)
    select ${seededUuidSql('bench-customer:', c)}, ${bench.dealerUuid}, 'BC-' || c,
      ${firstNames}[1 + c % 12], ${lastNames}[1 + (c / 12) % 13]
    ${series}`);
  // Valid Chicago numbers: no N11 exchange (its middle digit is 2–9) and none of the sandbox's
  // failure endings (0000, 1111, 2222).
  await database.execute(sql`
    insert into customer_phones (uuid, customer_uuid, phone_number, label, is_preferred, opt_in_status, opt_in_changed_at)
    select ${seededUuidSql('bench-phone:', c)}, ${seededUuidSql('bench-customer:', c)},
      '+1312' || (2 + c % 8) || (2 + (c / 8) % 8) || (3 + (c / 64) % 7) || (3000 + c / 448), 'CELL', true,
      'OPTED_IN', now() - interval '400 days'
    ${series}`);
  await database.execute(sql`
    insert into customer_emails (uuid, customer_uuid, email_address, is_preferred)
    select ${seededUuidSql('bench-email:', c)}, ${seededUuidSql('bench-customer:', c)},
      'customer' || c || '@example.com', true
    ${series}`);
  await database.execute(sql`
    insert into vehicles (uuid, customer_uuid, dealer_uuid, vin, vehicle_key, make, model, year, mileage)
    select ${seededUuidSql('bench-vehicle:', c)}, ${seededUuidSql('bench-customer:', c)}, ${bench.dealerUuid},
      '1HGBENCH' || lpad(c::text, 9, '0'), 'VK-B' || c, 'Honda',
      (array['Accord','Civic','CR-V','Pilot','Odyssey','HR-V'])[1 + c % 6], 2012 + c % 14, 5000 + (c * 37) % 120000
    ${series}`);
}

type DayPlan = { day: string; n: number; base: number; slots: number; opens: string; ordinal: number };

/** Open days backwards from the last booked day until the total is reached. */
function planDays(bench: BenchDepartment): DayPlan[] {
  const plan: DayPlan[] = [];
  let remaining = appointmentTotal;
  for (let day = addDays(bench.today, bookedDaysAhead), ordinal = 0; remaining > 0; day = addDays(day, -1)) {
    const weekday = weekdayOf(day);
    if (weekday === 0 || bench.closedDates.includes(day)) continue;
    const n = Math.min(remaining, weekday === 6 ? visitsPerSaturday : visitsPerWeekday);
    remaining -= n;
    plan.push({
      day,
      n,
      base: remaining,
      slots: slotsOf(weekday),
      opens: opensOf(weekday),
      ordinal: ordinal++,
    });
  }
  return plan;
}

// The line count, opcodes and minutes of appointment i, the same in each statement that needs them.
const lineCount = (i: ReturnType<typeof sql>) => sql`(1 + (${i}) % 3)`;
const opcodeTable = () =>
  sql`(select * from jsonb_to_recordset(${JSON.stringify(
    demoOpcodes.map((o, idx) => ({
      idx,
      uuid: demoIds.opcode(dealerKey, o.code),
      code: o.code,
      name: o.name,
      minutes: o.minutes,
      price: o.price,
    })),
  )}::jsonb) as x(idx int, uuid text, code text, name text, minutes int, price numeric))`;

/**
 * One slot each (30 minutes less a second, as a booking without an end), spread over the slots of
 * the day and, per slot, over distinct advisors; past visits mostly Show, some Cancelled or No Show.
 * labor_minutes and opcode_uuids are written as the service-line triggers would compute them.
 */
async function insertAppointments(database: Database, bench: BenchDepartment, advisors: string[]) {
  const advisorArray = sql`(array[${sql.join(
    advisors.map((a) => sql`${a}`),
    sql`, `,
  )}])`;
  const transport = sql`(array[${sql.join(
    ['WAITER', 'DROP_OFF', 'SHUTTLE', 'WAITER', 'DROP_OFF'].map(
      (n) => sql`${demoIds.transportOption(dealerKey, n)}`,
    ),
    sql`, `,
  )}])`;
  const loaner = demoIds.transportOption(dealerKey, 'LOANER');
  const i = sql.raw('r.i');
  await database.execute(sql`
    with plan as (
      select * from jsonb_to_recordset(${JSON.stringify(planDays(bench))}::jsonb)
        as p(day date, n int, base int, slots int, opens time, ordinal int)
    ), r as (
      select p.base + k as i, k, p.*, (p.day + p.opens + (k % p.slots) * interval '30 minutes') at time zone ${bench.timeZone} as start_at
      from plan p, generate_series(0, p.n - 1) as k
    )
    insert into appointments (uuid, dealer_uuid, department_uuid, customer_uuid, vehicle_uuid, appointment_key, status,
      start_at, end_at, local_date, assigned_dealer_associate_uuid, transport_option_uuid, platform, comments,
      mileage_text, labor_minutes, opcode_uuids, created_at, updated_at)
    select ${seededUuidSql('bench-appointment:', i)}, ${bench.dealerUuid}, ${bench.departmentUuid},
      ${seededUuidSql('bench-customer:', sql`case when r.day >= ${bench.today}::date then r.i % ${customersWithFutureVisits} else r.i % ${customerTotal} end`)},
      ${seededUuidSql('bench-vehicle:', sql`case when r.day >= ${bench.today}::date then r.i % ${customersWithFutureVisits} else r.i % ${customerTotal} end`)},
      'B-' || r.i,
      case when r.i % 17 = 0 then 'Cancelled'
           when r.day < ${bench.today}::date then (case when r.i % 29 = 0 then 'No Show' else 'Show' end)
           when r.i % 5 = 0 then 'Confirmed' else 'Scheduled' end,
      r.start_at, r.start_at + interval '29 minutes 59 seconds', r.day,
      ${advisorArray}[1 + (r.k / r.slots + r.ordinal) % ${advisors.length}],
      case when r.k % 24 = 5 then ${loaner} else ${transport}[1 + r.i % 5] end,
      (array['dealerapp','online','API','dealerapp'])[1 + r.i % 4],
      case when r.i % 7 = 0 then 'Customer mentions a noise from the front' end,
      (5000 + (r.i * 37) % 120000)::text,
      s.minutes, s.uuids,
      r.start_at - (1 + r.i % 14) * interval '1 day', r.start_at - (1 + r.i % 14) * interval '1 day'
    from r, lateral (
      select sum(o.minutes)::int as minutes, array_agg(o.uuid order by j) as uuids
      from generate_series(0, ${lineCount(i)} - 1) as j join ${opcodeTable()} o on o.idx = (r.i + 2 * j) % 6
    ) s`);
}

async function insertServiceLines(database: Database, bench: BenchDepartment) {
  const i = sql.raw('a.i');
  await database.execute(sql`
    with a as (
      select uuid, substr(appointment_key, 3)::int as i from appointments
      where department_uuid = ${bench.departmentUuid} and appointment_key like 'B-%'
    )
    insert into appointment_services (uuid, appointment_uuid, sort_order, title, labor_op_code, description, op_code_name,
      operation_type, operation_uuid, price, labor_total, pay_type, duration_minutes)
    select ${seededUuidSql('bench-line:', sql`a.i || ':' || j`)}, a.uuid, j + 1, o.code, o.code, o.name, o.name,
      'OPCODE', o.uuid, o.price, o.price, 'Customer', o.minutes
    from a cross join lateral generate_series(0, ${lineCount(i)} - 1) as j
      join ${opcodeTable()} o on o.idx = (a.i + 2 * j) % 6`);
}

async function insertHistory(database: Database, bench: BenchDepartment) {
  await database.execute(sql`
    insert into appointment_history (uuid, appointment_uuid, event, from_status, to_status, actor_kind, actor_id,
      actor_name, platform, occurred_at)
    select ${seededUuidSql('bench-history:', sql`a.appointment_key`)}, a.uuid, 'CREATED', null, 'Scheduled',
      case a.platform when 'dealerapp' then 'advisor' when 'online' then 'customer' else 'apiClient' end,
      a.created_by_principal, null, a.platform, a.created_at
    from appointments a
    where a.department_uuid = ${bench.departmentUuid} and a.appointment_key like 'B-%'`);
}
