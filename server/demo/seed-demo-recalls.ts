import type { Tx } from '../db/client';
import { opcodes, recallCampaigns } from '../db/schema';
import { demoIds, demoRecall } from './demo-data';

/** The demo's recall campaign and the opcode that repairs it. Idempotent: name-derived ids, insert if missing. */
export async function seedDemoRecalls(tx: Tx): Promise<void> {
  const d = demoRecall.dealerKey;
  const operationUuid = demoIds.opcode(d, demoRecall.repair.code);
  await tx
    .insert(opcodes)
    .values({
      uuid: operationUuid,
      departmentUuid: demoIds.department(d),
      laborOpCode: demoRecall.repair.code,
      opCodeName: demoRecall.repair.name,
      description: demoRecall.description,
      durationMinutes: demoRecall.repair.minutes,
      totalPrice: '0.00',
      payType: 'Warranty',
      recallId: demoRecall.oemRecallId,
      inOnlineScheduler: false,
    })
    .onConflictDoNothing();
  await tx
    .insert(recallCampaigns)
    .values({
      uuid: demoIds.recallCampaign(d, demoRecall.oemRecallId),
      dealerUuid: demoIds.dealer(d),
      departmentUuid: demoIds.department(d),
      oemRecallId: demoRecall.oemRecallId,
      title: demoRecall.title,
      description: demoRecall.description,
      operationUuid,
      make: demoRecall.make,
      model: demoRecall.model,
      yearFrom: demoRecall.yearFrom,
      yearTo: demoRecall.yearTo,
    })
    .onConflictDoNothing();
}
