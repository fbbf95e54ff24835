import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestTenant, type TestTenant } from '../../test/fixtures';
import { createMessagingCustomer, insertMessagingAppointment } from '../../test/messaging';
import { db } from '../db/client';
import { appointments } from '../db/schema';
import { queues } from '../queue/queues';
import { scheduleAppointmentReminder } from './schedule-appointment-reminder';
import { sendAppointmentReminder } from './send-appointment-reminder';

let tenant: TestTenant;

beforeAll(async () => {
  tenant = await createTestTenant();
});

describe('the day-before reminder', () => {
  it('the reminder job texts once and sets the status Reminder Sent', async () => {
    const { customerUuid } = await createMessagingCustomer(tenant.dealerUuid);
    const appt = await insertMessagingAppointment(tenant, customerUuid, {
      notifyCustomer: true,
      textReminder: true,
    });
    expect(
      await sendAppointmentReminder(db(), {
        appointmentUuid: appt.uuid,
        startAt: appt.startAt.toISOString(),
      }),
    ).toEqual({ sent: 1 });
    expect(
      await sendAppointmentReminder(db(), {
        appointmentUuid: appt.uuid,
        startAt: appt.startAt.toISOString(),
      }),
    ).toEqual({ sent: 0 });
    const [row] = await db().select().from(appointments).where(eq(appointments.uuid, appt.uuid));
    expect([row?.status, row?.reminderCount]).toEqual(['Reminder Sent', 1]);
    const moved = await sendAppointmentReminder(db(), {
      appointmentUuid: appt.uuid,
      startAt: new Date(0).toISOString(),
    });
    expect(moved).toEqual({ sent: 0 });
  });

  it('the reminder is queued a day ahead; a visit less than a day away gets one only when no confirmation goes out', async () => {
    const { customerUuid } = await createMessagingCustomer(tenant.dealerUuid);
    const queued = async (hoursAhead: number, confirmed: boolean) => {
      const appt = await insertMessagingAppointment(tenant, customerUuid, null, hoursAhead);
      await db().transaction((tx) =>
        scheduleAppointmentReminder(tx, { appointmentUuid: appt.uuid, startAt: appt.startAt, confirmed }),
      );
      const jobs = await db().execute<{ start_after: Date }>(
        sql`select start_after from pgboss.job
            where name = ${queues.messagingAppointmentReminder} and data->>'appointmentUuid' = ${appt.uuid}`,
      );
      const startAfter = [...jobs].map((job) => new Date(job.start_after).getTime());
      // Hours from now to the job's start, rounded: 0 is at once.
      return startAfter.map((ms) => Math.max(0, Math.round((ms - Date.now()) / 3_600_000)));
    };
    expect(await queued(72, true)).toEqual([48]);
    expect(await queued(72, false)).toEqual([48]);
    expect(await queued(5, true)).toEqual([]);
    expect(await queued(5, false)).toEqual([0]);
  });
});
