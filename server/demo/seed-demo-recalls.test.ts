import { describe, expect, it } from 'vitest';
import { db } from '../db/client';
import { findRecallsForVehicle } from '../recalls/find-recalls-for-vehicle';
import { demoDealers, demoIds, demoRecall } from './demo-data';
import { seedDemo } from './seed-demo';

describe('the demo recall campaign', () => {
  it("is offered to Maria Lopez's 2020 Accord (seeded once) and to no Civic", async () => {
    await seedDemo(db());
    await seedDemo(db());
    const dealer = demoDealers.find((d) => d.key === demoRecall.dealerKey);
    const accord = dealer?.customers.flatMap((c) => c.vehicles).find((v) => v.model === 'Accord');
    const dealerUuid = demoIds.dealer(demoRecall.dealerKey);
    const recalls = await findRecallsForVehicle(db(), { dealerUuid, vehicle: accord ?? {} });
    expect(recalls).toEqual([
      {
        oemRecallId: '23V-001',
        title: demoRecall.title,
        description: demoRecall.description,
        operationUuid: demoIds.opcode(demoRecall.dealerKey, demoRecall.repair.code),
        laborOpCode: 'R23V001',
        price: '0.00',
        durationMinutes: 90,
      },
    ]);
    const civic = { year: 2020, make: 'Honda', model: 'Civic' };
    expect(await findRecallsForVehicle(db(), { dealerUuid, vehicle: civic })).toEqual([]);
  });
});
