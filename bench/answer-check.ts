import path from 'node:path';
import type { z } from 'zod';
import {
  type AppointmentOut,
  listResponseSchema,
  lookupManyResponseSchema,
} from '../server/appointments/appointment.schemas';
import type { AnswerCheck } from '../server/http/answer-check';
import { cpuPerCall } from './cpu-per-call';

/**
 * `tsx bench/answer-check.ts [module ...]`: the CPU time of the answer check (server/http/answer-check.ts)
 * against zod's parse on a day of 120 appointments with service lines, as get by date and list send it,
 * each followed by the JSON the route writes. Other modules exporting `answerCheckFor` (an older version
 * of the check, say) are measured beside it, taking turns, so that the machine's drift falls on all alike.
 * ROUNDS (40) rounds of PER_ROUND (20) calls each.
 */
const rounds = Number(process.env.ROUNDS ?? 40);
const perRound = Number(process.env.PER_ROUND ?? 20);

const uuid = (n: number, kind: number) =>
  `${kind.toString(16).padStart(8, '0')}-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

function serviceLine(n: number, i: number): AppointmentOut['serviceList'][number] {
  return {
    serviceUuid: uuid(n * 10 + i, 7),
    title: ['Oil change', 'Tire rotation', 'Multi-point inspection'][i] ?? 'Service',
    laborOpCode: `OP${100 + i}`,
    description: i === 0 ? 'Synthetic 0W-20, filter' : null,
    opCodeName: 'Maintenance',
    price: '89.95',
    laborTotal: '60.00',
    partsTotal: i === 0 ? '29.95' : null,
    shopFees: null,
    taxes: null,
    payType: 'C',
    sortOrder: String(i),
    recallID: null,
    parentTitle: null,
    menuUuid: null,
    operationType: 'MAINTENANCE',
    operationUuid: uuid(i, 8),
    isCustomConcern: false,
    durationInMins: '30',
    parentOpcodeUuid: null,
  };
}

function appointment(n: number): AppointmentOut {
  const start = new Date(Date.UTC(2026, 10, 27, 13, 0) + (n % 40) * 900_000).toISOString();
  const end = new Date(Date.parse(start) + 3_600_000).toISOString();
  const withVehicle = n % 7 !== 0;
  const preferences = {
    emailConfirmation: true,
    textConfirmation: n % 2 === 0,
    emailReminder: true,
    textReminder: true,
  };
  return {
    uuid: uuid(n, 1),
    appointmentUuid: uuid(n, 1),
    dealerUuid: uuid(1, 2),
    departmentUuid: uuid(1, 3),
    timeZone: 'America/Chicago',
    status: n % 9 === 0 ? 'Cancelled' : 'Scheduled',
    isCancelled: n % 9 === 0,
    date: '2026-11-27',
    startTime: start,
    endTime: end,
    appointmentStartDateTime: start,
    appointmentEndDateTime: end,
    preferredDate: '2026-11-27',
    platform: 'dealerapp',
    appointmentSource: 'dealerapp',
    appointmentKey: n % 3 === 0 ? `KEY-${n}` : null,
    customerInformation: {
      uuid: uuid(n, 4),
      firstName: 'Jordan',
      lastName: `Customer ${n}`,
      company: null,
      isBusiness: false,
      customerKey: null,
      confirmationPhone: '+13125550100',
      confirmationEmail: `customer${n}@example.com`,
      custLocale: 'en-us',
    },
    vehicleInformation: withVehicle
      ? {
          uuid: uuid(n, 5),
          vin: `1HGCV1F3XLA${String(n).padStart(6, '0')}`,
          vehicleKey: null,
          brand: 'Honda',
          model: 'Accord',
          year: '2020',
          trim: 'EX',
          engine: null,
          mileage: '42000',
          dealerUuid: uuid(1, 2),
        }
      : null,
    orderInformation: null,
    assignedAdvisorUuid: uuid(n % 12, 6),
    assignedAdvisorUserUuid: uuid(n % 12, 9),
    assignedAdvisorName: 'Alex Morgan',
    creatorAdvisorUuid: uuid(n % 12, 6),
    creatorAdvisorUserUuid: uuid(n % 12, 9),
    teamUuid: null,
    transportOption:
      n % 4 === 0
        ? {
            transportOptionUuid: uuid(2, 10),
            transportation: 'Loaner',
            altTransportation: null,
            bookingID: null,
            bookInThirdParty: false,
          }
        : null,
    serviceList: [0, 1, 2].slice(0, 1 + (n % 3)).map((i) => serviceLine(n, i)),
    appointmentCommunicationPreferences: preferences,
    comments: n % 5 === 0 ? 'Customer waits in the lounge' : null,
    internalNotes: null,
    mileageText: null,
    recall: false,
    pushToDms: true,
    reminderCount: 0,
    isOverridden: false,
    overrideFutureNoPrefAppointment: false,
    draftUuid: null,
    pdrToOpcodes: null,
    deferredRecallDTOList: [],
    pickupDeliveryTripEvent: null,
    sdSessionId: null,
    dispatchCode: null,
    customerVehicleInspectionId: null,
    appointmentMetaData: n % 6 === 0 ? { source: 'dms', ro: `RO-${n}` } : null,
    sarmetaData: n % 6 === 0 ? { source: 'dms', ro: `RO-${n}` } : null,
    createdDateTime: '2026-11-20T10:00:00.000Z',
    updatedDateTime: '2026-11-21T10:00:00.000Z',
  };
}

const day = Array.from({ length: 120 }, (_, n) => appointment(n));
const answers: Array<[string, z.ZodType, unknown]> = [
  ['get by date', lookupManyResponseSchema, { error: [], warnings: [], serviceAppointments: day }],
  [
    'list',
    listResponseSchema,
    {
      errors: [],
      warnings: [],
      serviceAppointments: day,
      pageNumber: 1,
      pageSize: 120,
      totalElements: 120,
      totalPages: 1,
    },
  ],
];

type CheckModule = { answerCheckFor: (schema: z.ZodType) => AnswerCheck | null };

async function main() {
  const modules = process.argv.slice(2);
  const checks: Array<[string, CheckModule]> = [
    ['answer check', await import('../server/http/answer-check')],
  ];
  for (const file of modules) checks.push([file, (await import(path.resolve(file))) as CheckModule]);
  for (const [what, schema, answer] of answers) {
    const ways: Record<string, () => unknown> = {
      'zod parse + JSON': () => JSON.stringify(schema.parse(answer)),
      'JSON alone': () => JSON.stringify(answer),
    };
    for (const [name, module] of checks) {
      const check = module.answerCheckFor(schema);
      if (!check?.(answer)) throw new Error(`${name} does not pass the ${what} answer`);
      ways[`${name} + JSON`] = () => check(answer) && JSON.stringify(answer);
      ways[`${name} alone`] = () => check(answer);
    }
    const figures = Object.entries(cpuPerCall(ways, rounds, perRound)).map(
      ([k, ms]) => `  ${k}: ${ms.toFixed(3)} ms`,
    );
    console.log(`${what}, 120 appointments (${JSON.stringify(answer).length} bytes):\n${figures.join('\n')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
