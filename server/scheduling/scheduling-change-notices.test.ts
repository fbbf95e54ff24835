import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addServiceSetup,
  createTestTenant,
  type TestServiceSetup,
  type TestTenant,
} from '../../test/fixtures';
import { db } from '../db/client';
import { driverClientOf } from '../db/driver-client';
import {
  dealerAssociates,
  dealers,
  departments,
  hoursOfOperation,
  opcodes,
  schedulingRules,
  teamMembers,
  teams,
  transportOptions,
  users,
} from '../db/schema';
import { emptySchedulingRules } from './rules';
import { schedulingChangesChannel, sendSchedulingNotice } from './scheduling-change-records';

let tenant: TestTenant;
let setup: TestServiceSetup;
const heard: string[] = [];
let unlisten: (() => Promise<void>) | undefined;

beforeAll(async () => {
  tenant = await createTestTenant();
  setup = await addServiceSetup(tenant);
  const listening = await driverClientOf(db()).listen(schedulingChangesChannel, (payload) =>
    heard.push(payload),
  );
  unlisten = listening.unlisten;
});

afterAll(async () => {
  await unlisten?.();
});

let markers = 0;

/** The notices a committed change sent: those heard before a marker sent after it. */
async function noticesOf(change: () => Promise<unknown>): Promise<string[]> {
  const from = heard.length;
  await change();
  const marker = `marker-${++markers}`;
  await sendSchedulingNotice(db(), marker);
  const started = Date.now();
  while (!heard.includes(marker)) {
    if (Date.now() - started > 10_000) throw new Error('the marker was not heard');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return heard.slice(from, heard.indexOf(marker));
}

describe('scheduling change notices (sent by triggers when a change commits)', () => {
  it('name the department when anything of its set-up changes', async () => {
    const { departmentUuid, dealerUuid } = tenant;
    const changes: Array<[string, () => Promise<unknown>]> = [
      [
        'hours',
        () =>
          db()
            .update(hoursOfOperation)
            .set({ closesAt: '17:00' })
            .where(eq(hoursOfOperation.departmentUuid, departmentUuid)),
      ],
      ['rules', () => db().insert(schedulingRules).values({ departmentUuid, rules: emptySchedulingRules() })],
      [
        'advisor',
        () =>
          db()
            .update(dealerAssociates)
            .set({ isAdvisor: true })
            .where(eq(dealerAssociates.uuid, tenant.advisor.dealerAssociateUuid)),
      ],
      [
        'advisor name',
        () => db().update(users).set({ lastName: 'Renamed' }).where(eq(users.uuid, tenant.advisor.userUuid)),
      ],
      ['team', () => db().update(teams).set({ name: 'Renamed team' }).where(eq(teams.uuid, tenant.teamUuid))],
      [
        'team member',
        () =>
          db().insert(teamMembers).values({
            teamUuid: tenant.teamUuid,
            dealerAssociateUuid: tenant.defaultDealerAssociateUuid,
          }),
      ],
      [
        'transport option',
        () =>
          db()
            .update(transportOptions)
            .set({ isValid: false })
            .where(eq(transportOptions.uuid, setup.loanerUuid)),
      ],
      [
        'opcode',
        () => db().update(opcodes).set({ leadTimeMinutes: 60 }).where(eq(opcodes.uuid, setup.opcodeUuid)),
      ],
      [
        'department',
        () => db().update(departments).set({ name: 'Renamed' }).where(eq(departments.uuid, departmentUuid)),
      ],
      [
        'dealer zone',
        () => db().update(dealers).set({ timeZone: 'America/Denver' }).where(eq(dealers.uuid, dealerUuid)),
      ],
    ];
    for (const [what, change] of changes) {
      expect(await noticesOf(change), what).toContain(departmentUuid);
    }
  });

  it('name the department day when its bookings change, and nothing when nothing was committed', async () => {
    const touch = (date: string) =>
      db().execute(sql`select touch_booking_day(${tenant.departmentUuid}, ${date}::date)`);
    expect(await noticesOf(() => touch('2031-03-04'))).toEqual([`${tenant.departmentUuid}|2031-03-04`]);
    const rolledBack = noticesOf(() =>
      db()
        .transaction(async (tx) => {
          await tx.execute(sql`select touch_booking_day(${tenant.departmentUuid}, '2031-03-05'::date)`);
          tx.rollback();
        })
        .catch(() => undefined),
    );
    expect(await rolledBack).toEqual([]);
  });

  it('say nothing for a change the set-up does not read (a user signing in, say)', async () => {
    expect(
      await noticesOf(() =>
        db().update(users).set({ updatedAt: new Date() }).where(eq(users.uuid, tenant.advisor.userUuid)),
      ),
    ).toEqual([]);
  });
});
