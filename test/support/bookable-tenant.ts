import { eq } from 'drizzle-orm';
import { db } from '../../server/db/client';
import { dealers, onlineSchedulingSettings } from '../../server/db/schema';
import { addServiceSetup, createTestTenant, type TestServiceSetup, type TestTenant } from '../fixtures';

/** The scheduler on with room for many future visits per customer: tests book one customer again and again. */
export const roomySchedulerFeatures = { schedulerEnabled: true, maxFutureAppointmentsPerCustomer: 1000 };

export async function allowManyVisitsPerCustomer(tenant: TestTenant): Promise<void> {
  await db()
    .update(dealers)
    .set({ features: roomySchedulerFeatures })
    .where(eq(dealers.uuid, tenant.dealerUuid));
}

/**
 * A tenant that takes bookings: its service set-up (open every day, transport options, an opcode)
 * and room for many future visits per customer.
 */
export async function createBookableTenant(
  options: { timeZone?: string } = {},
): Promise<{ tenant: TestTenant; setup: TestServiceSetup }> {
  const tenant = await createTestTenant(options);
  const setup = await addServiceSetup(tenant);
  await allowManyVisitsPerCustomer(tenant);
  return { tenant, setup };
}

/** Customers book the department online, three weeks ahead unless told, with no notice. */
export async function openOnlineScheduling(
  tenant: TestTenant,
  options: { departmentUuid?: string; daysAhead?: number } = {},
): Promise<void> {
  await db()
    .insert(onlineSchedulingSettings)
    .values({
      departmentUuid: options.departmentUuid ?? tenant.departmentUuid,
      dealerUuid: tenant.dealerUuid,
      enabled: true,
      daysAhead: options.daysAhead ?? 21,
      minNoticeMinutes: 0,
    });
}
