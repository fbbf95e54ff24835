import type { Tx } from '../db/client';
import { messages } from '../db/schema';
import { seededUuid } from '../ids';
import { wholeSecond } from '../messaging/whole-second';
import { demoDealers, demoIds } from './demo-data';

/**
 * A short delivered conversation with each demo dealer's opted-in customer, so the inbox has
 * something to show. Idempotent: name-derived uuids, inserted only when missing.
 */
export async function seedDemoMessages(tx: Tx, now = new Date()): Promise<void> {
  for (const d of demoDealers) {
    const customer = d.customers.find((c) => c.phoneOptIn === 'OPTED_IN');
    const advisor = d.advisors[0];
    if (!customer || !advisor) continue;
    const base = {
      dealerUuid: demoIds.dealer(d.key),
      departmentUuid: demoIds.department(d.key),
      customerUuid: demoIds.customer(d.key, customer.key),
      kind: 'MESSAGE' as const,
      protocol: 'TEXT' as const,
      isManual: true,
    };
    const at = (minutesAgo: number) => wholeSecond(new Date(now.getTime() - minutesAgo * 60_000));
    const customerName = `${customer.firstName} ${customer.lastName}`;
    await tx
      .insert(messages)
      .values([
        {
          ...base,
          uuid: seededUuid(`message:${d.key}:ready`),
          dealerAssociateUuid: demoIds.dealerAssociate(d.key, advisor.login),
          direction: 'OUTGOING',
          deliveryStatus: 'DELIVERED',
          fromName: `${advisor.firstName} ${advisor.lastName}`,
          fromNumber: d.textNumber,
          toName: customerName,
          toNumber: customer.phone,
          body: `Hi ${customer.firstName}, your vehicle is ready for pickup. We are open until 6 PM.\nReply STOP to opt out.`,
          isRead: true,
          providerMessageId: `SBdemo${d.key}ready`,
          sentOn: at(95),
          deliveredOn: at(95),
          receivedOn: at(95),
        },
        {
          ...base,
          uuid: seededUuid(`message:${d.key}:reply`),
          dealerAssociateUuid: demoIds.dealerAssociate(d.key, advisor.login),
          direction: 'INCOMING',
          deliveryStatus: 'RECEIVED',
          fromName: customerName,
          fromNumber: customer.phone,
          toName: 'Service',
          toNumber: d.textNumber,
          body: 'Great, thanks! I will come by around 5.',
          isRead: false,
          providerMessageId: `SBdemo${d.key}reply`,
          sentOn: at(80),
          receivedOn: at(80),
          routedOn: at(80),
        },
      ])
      .onConflictDoNothing();
  }
}
