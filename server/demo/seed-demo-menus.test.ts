import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { db } from '../db/client';
import { serviceMenus } from '../db/schema';
import { findMenuItems } from '../opcodes/menu-records';
import { demoDealers, demoIds } from './demo-data';
import { seedDemo } from './seed-demo';
import { demoMenuUuid } from './seed-demo-menus';

describe('demo menus', () => {
  it('are seeded once, with their lines booking the demo opcodes', async () => {
    const dealerKey = demoDealers[0]?.key ?? '';
    const departmentUuid = demoIds.department(dealerKey);
    await seedDemo(db());
    const first = await db()
      .select()
      .from(serviceMenus)
      .where(eq(serviceMenus.departmentUuid, departmentUuid));
    await seedDemo(db());
    const second = await db()
      .select()
      .from(serviceMenus)
      .where(eq(serviceMenus.departmentUuid, departmentUuid));
    expect(second).toHaveLength(first.length);
    expect(first.map((m) => m.menuType).sort()).toEqual([
      'SERVICEMENU',
      'SERVICEMENU',
      'SERVICEMOTORSMAINTENANCEMENU',
      'SERVICEMOTORSMAINTENANCEMENU',
      'SERVICEMOTORSMAINTENANCEMENU',
    ]);

    const [basic, factory] = await Promise.all(
      ['BASIC', 'FM15K'].map(async (code) => {
        const [menu] = await findMenuItems(db(), {
          departmentUuid,
          menuUuids: [demoMenuUuid(dealerKey, code)],
        });
        return menu;
      }),
    );
    expect(basic?.items.map((i) => i.opcode?.laborOpCode)).toEqual(['OIL', 'ROT', 'MPI']);
    expect(factory?.menu.mileage).toBe(15000);
    expect(factory?.items.map((i) => [i.item.itemType, i.opcode?.laborOpCode ?? null])).toEqual([
      ['OPCODE', 'OIL'],
      ['OPCODE', 'ROT'],
      ['SERVICEMOTORSLINEITEM', null],
      ['SERVICEMOTORSINDICATOR', null],
    ]);
  });
});
