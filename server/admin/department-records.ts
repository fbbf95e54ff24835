import type { Tx } from '../db/client';
import { dealerAssociates, departments, hoursOfOperation, transportOptions, users } from '../db/schema';
import { newTenantUuid, newUuid } from '../ids';
import { demoTransportOptions } from './new-dealer-defaults';

/** Opening hours a new department starts with (editable in the scheduling settings): Mon–Fri 8–17, Sat 8–12. */
const defaultHours = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, opensAt: '08:00', closesAt: '17:00' })),
  { weekday: 6, opensAt: '08:00', closesAt: '12:00' },
];

// Options that need no fleet or drivers; loaners, shuttles and pickup are added when the dealer has them.
const defaultTransportOptions = demoTransportOptions.filter(
  (t) => t.optionName === 'WAITER' || t.optionName === 'DROP_OFF',
);

export type NewDepartment = {
  dealerUuid: string;
  dealerName: string;
  name: string;
  phone?: string | null;
  email?: string | null;
  textNumber?: string | null;
};

/**
 * A service department that can take bookings and send messages at once: opening hours, the
 * transport options every dealer has, and its Default DealerAssociate (the system sender
 * messaging uses when no advisor is named).
 */
export async function insertWorkingDepartment(
  tx: Tx,
  input: NewDepartment,
): Promise<{ departmentUuid: string; defaultDealerAssociateUuid: string }> {
  const departmentUuid = newTenantUuid();
  await tx.insert(departments).values({
    uuid: departmentUuid,
    dealerUuid: input.dealerUuid,
    name: input.name,
    departmentType: 'SERVICE',
    phoneNumber: input.phone ?? null,
    textNumber: input.textNumber ?? null,
    emailAddress: input.email ?? null,
  });
  await tx
    .insert(hoursOfOperation)
    .values(defaultHours.map((h) => ({ uuid: newUuid(), departmentUuid, slotSizeMinutes: 30, ...h })));
  await tx
    .insert(transportOptions)
    .values(defaultTransportOptions.map((t) => ({ uuid: newUuid(), departmentUuid, ...t })));
  const defaultUserUuid = newUuid();
  const defaultDealerAssociateUuid = newUuid();
  await tx.insert(users).values({ uuid: defaultUserUuid, firstName: input.dealerName, lastName: input.name });
  await tx.insert(dealerAssociates).values({
    uuid: defaultDealerAssociateUuid,
    userUuid: defaultUserUuid,
    departmentUuid,
    userName: `${input.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-desk-${departmentUuid.slice(0, 6)}`,
    isDefault: true,
    authorities: ['sms.send', 'messaging.email.send'],
    textNumber: input.textNumber ?? null,
  });
  return { departmentUuid, defaultDealerAssociateUuid };
}
