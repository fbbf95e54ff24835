import type { Tx } from '../db/client';
import { type ServiceMenuItemType, type ServiceMenuType, serviceMenuItems, serviceMenus } from '../db/schema';
import { seededUuid } from '../ids';
import { demoDealers, demoIds } from './demo-data';

type DemoLine = { code: string; name: string; type?: ServiceMenuItemType; price?: string; minutes?: number };
type DemoMenu = {
  code: string;
  name: string;
  type: ServiceMenuType;
  mileage?: number;
  price: string;
  minutes: number;
  lines: DemoLine[];
};

/** Lines of type OPCODE book the demo opcode with that labor code (seeded by seedDemo). */
export const demoMenus: DemoMenu[] = [
  {
    code: 'BASIC',
    name: 'Basic maintenance package',
    type: 'SERVICEMENU',
    price: '109.95',
    minutes: 60,
    lines: [
      { code: 'OIL', name: 'Oil and filter change' },
      { code: 'ROT', name: 'Tire rotation' },
      { code: 'MPI', name: 'Multi-point inspection' },
    ],
  },
  {
    code: 'BRAKECARE',
    name: 'Brake care package',
    type: 'SERVICEMENU',
    price: '149.00',
    minutes: 75,
    lines: [
      { code: 'BRK', name: 'Brake inspection' },
      { code: 'ALIGN', name: 'Four-wheel alignment' },
    ],
  },
  {
    code: 'FM15K',
    name: '15,000 mile factory maintenance',
    type: 'SERVICEMOTORSMAINTENANCEMENU',
    mileage: 15_000,
    price: '189.00',
    minutes: 90,
    lines: [
      { code: 'OIL', name: 'Replace engine oil and filter' },
      { code: 'ROT', name: 'Rotate tires' },
      {
        code: 'CABINFLT',
        name: 'Replace cabin air filter',
        type: 'SERVICEMOTORSLINEITEM',
        price: '45.00',
        minutes: 15,
      },
      { code: 'IND-WIPER', name: 'Inspect wiper blades', type: 'SERVICEMOTORSINDICATOR' },
    ],
  },
  {
    code: 'FM30K',
    name: '30,000 mile factory maintenance',
    type: 'SERVICEMOTORSMAINTENANCEMENU',
    mileage: 30_000,
    price: '349.00',
    minutes: 120,
    lines: [
      { code: '30K', name: '30,000 mile service' },
      { code: 'BRK', name: 'Inspect brakes' },
      {
        code: 'AIRFLT',
        name: 'Replace engine air filter',
        type: 'SERVICEMOTORSLINEITEM',
        price: '39.00',
        minutes: 15,
      },
      { code: 'IND-COOLANT', name: 'Inspect coolant level and condition', type: 'SERVICEMOTORSINDICATOR' },
    ],
  },
  {
    code: 'FM45K',
    name: '45,000 mile factory maintenance',
    type: 'SERVICEMOTORSMAINTENANCEMENU',
    mileage: 45_000,
    price: '219.00',
    minutes: 90,
    lines: [
      { code: 'OIL', name: 'Replace engine oil and filter' },
      { code: 'ROT', name: 'Rotate tires' },
      { code: 'ALIGN', name: 'Check alignment' },
    ],
  },
];

export const demoMenuUuid = (dealerKey: string, menuCode: string) =>
  seededUuid(`menu:${dealerKey}:${menuCode}`);

/** Demo dealer and factory menus for every demo dealer. Idempotent: name-derived ids, insert if missing. */
export async function seedDemoMenus(tx: Tx): Promise<void> {
  for (const d of demoDealers) {
    const departmentUuid = demoIds.department(d.key);
    await tx
      .insert(serviceMenus)
      .values(
        demoMenus.map((m, index) => ({
          uuid: demoMenuUuid(d.key, m.code),
          departmentUuid,
          menuType: m.type,
          menuCode: m.code,
          name: m.name,
          description: m.name,
          mileage: m.mileage ?? null,
          totalPrice: m.price,
          durationMinutes: m.minutes,
          sortOrder: index + 1,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(serviceMenuItems)
      .values(
        demoMenus.flatMap((m) =>
          m.lines.map((line, index) => ({
            uuid: seededUuid(`menu-item:${d.key}:${m.code}:${line.code}`),
            menuUuid: demoMenuUuid(d.key, m.code),
            itemType: line.type ?? 'OPCODE',
            opcodeUuid: (line.type ?? 'OPCODE') === 'OPCODE' ? demoIds.opcode(d.key, line.code) : null,
            laborOpCode: line.code,
            name: line.name,
            price: line.price ?? null,
            durationMinutes: line.minutes ?? null,
            sortOrder: index + 1,
          })),
        ),
      )
      .onConflictDoNothing();
  }
}
