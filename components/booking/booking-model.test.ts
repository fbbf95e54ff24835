import { describe, expect, it } from 'vitest';
import type { CustomerWithVehiclesDto } from '@/server/customers/customer.schemas';
import type { MenuDto, OpcodeDto } from '@/server/opcodes/opcode.schemas';
import {
  type AvailabilityDay,
  appointmentRequestOf,
  availabilityRequestOf,
  type BookingDraft,
  type ChosenService,
  canOpenStep,
  dayBadge,
  dayState,
  defaultPreferences,
  emptyDraft,
  firstOpenStep,
  nearestFreeSlots,
  newIdempotencyKey,
  overlappingServices,
  priceToCents,
  recheckSlot,
  type Slot,
  serviceListOf,
  serviceTotals,
  stepProblem,
} from './booking-model';

const opcode = (uuid: string, code: string, minutes: string | null, price: string | null) =>
  ({
    uuid,
    laborOpCode: code,
    opCodeName: `${code} name`,
    opCodeDurationInMinutes: minutes,
    totalPrice: price,
  }) as OpcodeDto;

const menu: MenuDto = {
  menuUuid: 'menu-1',
  dealerDepartmentUuid: 'dep-1',
  operationType: 'SERVICEMENU',
  menuCode: 'BASIC',
  name: 'Basic maintenance package',
  description: null,
  mileage: null,
  totalPrice: '109.95',
  durationInMins: 60,
  inOnlineScheduler: true,
  inDealerAppScheduler: true,
  isValid: true,
  items: [
    {
      uuid: 'line-1',
      operationType: 'OPCODE',
      operationUuid: 'op-oil',
      laborOpCode: 'OIL',
      name: 'Oil change',
      description: null,
      price: null,
      durationInMins: null,
      sortOrder: 1,
    },
    {
      uuid: 'line-2',
      operationType: 'SERVICEMOTORSLINEITEM',
      operationUuid: null,
      laborOpCode: 'CABIN',
      name: 'Cabin filter',
      description: null,
      price: '45.00',
      durationInMins: 15,
      sortOrder: 2,
    },
  ],
};

const oil: ChosenService = { kind: 'opcode', opcode: opcode('op-oil', 'OIL', '30', '79.95') };
const rotation: ChosenService = { kind: 'opcode', opcode: opcode('op-rot', 'ROT', '30', '39.95') };
const basic: ChosenService = { kind: 'menu', menu };

const customer = {
  customer: {
    customerUuid: 'cust-1',
    customerKey: null,
    firstName: 'Maria',
    middleName: null,
    lastName: 'Lopez',
    company: null,
    isBusiness: false,
    preferredLocale: 'en-us',
    preferredCommunication: null,
    emails: [
      {
        emailUuid: 'e1',
        emailAddress: 'maria@example.com',
        label: 'HOME',
        okToEmail: true,
        isPreferred: true,
        comments: null,
      },
    ],
    phoneNumbers: [
      {
        phoneUuid: 'p1',
        phoneNumber: '+13125550142',
        label: 'CELL',
        okToCall: true,
        okToText: true,
        isPreferred: true,
        optInStatus: 'OPTED_OUT',
        comments: null,
      },
      {
        phoneUuid: 'p2',
        phoneNumber: '+13125550199',
        label: 'HOME',
        okToCall: true,
        okToText: true,
        isPreferred: false,
        optInStatus: 'NONE',
        comments: null,
      },
    ],
  },
  vehicles: [],
} satisfies CustomerWithVehiclesDto;

const complete: BookingDraft = {
  customer,
  vehicle: { kind: 'none' },
  services: [oil, basic],
  transportOptionUuid: 'loaner',
  advisorUuid: 'da-1',
  slot: {
    date: '2026-11-23',
    startTime: '09:00:00',
    endTime: '09:30:00',
    startDateTime: '2026-11-23T09:00:00',
  },
  preferences: defaultPreferences(customer.customer),
  comments: '  Squeaks  ',
};

const slot = (time: string, available: boolean, why: string[] = []): Slot => ({
  startTime: `${time}:00`,
  endTime: `${time}:30`,
  startDateTime: `2026-11-23T${time}:00`,
  available,
  dealerAssociateUuids: [],
  transportOptionUuids: [],
  warningCodes: why.map(() => 'APPT_RULE_WARN_SA_PER_DAY_PER_SLOT'),
  warningList: why.map((d) => ({ warningCode: 'APPT_RULE_WARN_SA_PER_DAY_PER_SLOT', warningDescription: d })),
});

const day = (slots: Slot[], open = true): AvailabilityDay => ({
  date: '2026-11-23',
  slotSizeInMins: 30,
  open,
  availableSlotCount: slots.filter((s) => s.available).length,
  slots,
});

const ctx = { transportOptionCount: 5 };

describe('steps', () => {
  it('opens steps in order: each needs the ones before it complete', () => {
    expect(firstOpenStep(emptyDraft, ctx)).toBe('customer');
    expect(canOpenStep('vehicle', emptyDraft, ctx)).toBe(false);
    const withCustomer = { ...emptyDraft, customer, vehicle: { kind: 'none' as const } };
    expect(firstOpenStep(withCustomer, ctx)).toBe('services');
    expect(canOpenStep('vehicle', withCustomer, ctx)).toBe(true);
    expect(firstOpenStep(complete, ctx)).toBe('review');
  });

  it('needs a transport option only when the department offers some; the advisor is optional', () => {
    const draft = { ...complete, transportOptionUuid: null, advisorUuid: null };
    expect(stepProblem('transport', draft, ctx)).toMatch(/how the customer gets around/);
    expect(stepProblem('transport', draft, { transportOptionCount: 0 })).toBeNull();
    expect(stepProblem('advisor', draft, ctx)).toBeNull();
  });
});

describe('requests', () => {
  it('asks availability for the chosen advisor, option, opcodes and menus (the server counts their time)', () => {
    expect(availabilityRequestOf(complete, ['2026-11-23', '2026-11-24'])).toEqual({
      dates: ['2026-11-23', '2026-11-24'],
      selectedAvailabilityAttributes: { dealerAssociateUuids: ['da-1'], transportOptionUuids: ['loaner'] },
      operationUuidList: ['op-oil'],
      menuUuidList: ['menu-1'],
    });
    expect(
      availabilityRequestOf({ ...complete, advisorUuid: null, transportOptionUuid: null }, ['2026-11-23'])
        .selectedAvailabilityAttributes,
    ).toEqual({ dealerAssociateUuids: [], transportOptionUuids: [] });
  });

  it('books opcodes by uuid and menus line by line with the menu uuid and type, priced by the server', () => {
    expect(serviceListOf([oil, basic])).toEqual([
      { operationUuid: 'op-oil' },
      {
        operationUuid: 'op-oil',
        menuUuid: 'menu-1',
        operationType: 'SERVICEMENU',
        parentTitle: 'BASIC',
        title: 'OIL',
      },
      {
        menuUuid: 'menu-1',
        operationType: 'SERVICEMENU',
        parentTitle: 'BASIC',
        title: 'CABIN',
        opCodeName: 'Cabin filter',
      },
    ]);
  });

  it('builds the create body from the slot, advisor, option and preferences', () => {
    const body = appointmentRequestOf(complete, 'dep-1');
    expect(body).toMatchObject({
      customerUuid: 'cust-1',
      vehicleInformation: null,
      appointmentInformation: {
        appointmentStartDateTime: '2026-11-23T09:00:00',
        assignedUser: { uuid: 'da-1', deptUUID: 'dep-1' },
        transportOption: { transportOptionUuid: 'loaner' },
        comments: 'Squeaks',
        customerAppointmentPreference: {
          notifyCustomer: true,
          textConfirmation: true,
          confirmationPhoneNumber: '+13125550199',
          confirmationEmail: 'maria@example.com',
        },
      },
    });
    const anyone = appointmentRequestOf(
      { ...complete, advisorUuid: null, transportOptionUuid: null },
      'dep-1',
    );
    expect(anyone?.appointmentInformation?.assignedUser).toBeNull();
    expect(anyone?.appointmentInformation?.transportOption).toBeNull();
    expect(appointmentRequestOf({ ...complete, slot: null }, 'dep-1')).toBeNull();
  });

  it('sends every channel off when the customer is not to be notified', () => {
    const quiet = {
      ...complete,
      preferences: { ...defaultPreferences(customer.customer), notifyCustomer: false },
    };
    expect(
      appointmentRequestOf(quiet, 'dep-1')?.appointmentInformation?.customerAppointmentPreference,
    ).toEqual({
      notifyCustomer: false,
      textConfirmation: false,
      emailConfirmation: false,
      textReminder: false,
      emailReminder: false,
    });
  });

  it('never offers texts to a number that opted out', () => {
    const optedOut = {
      ...customer.customer,
      phoneNumbers: customer.customer.phoneNumbers.filter((p) => p.optInStatus === 'OPTED_OUT'),
      emails: [],
    };
    expect(defaultPreferences(optedOut)).toMatchObject({
      notifyCustomer: false,
      textConfirmation: false,
      confirmationPhoneNumber: null,
    });
  });

  it('makes a fresh idempotency key each time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^book-[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('services', () => {
  it('adds prices in cents without floating point', () => {
    expect(priceToCents('79.95')).toBe(7995);
    expect(priceToCents('0.1')).toBe(10);
    expect(priceToCents('85')).toBe(8500);
    expect(priceToCents(null)).toBeNull();
    expect(priceToCents('abc')).toBeNull();
    const unpriced: ChosenService = { kind: 'opcode', opcode: opcode('op-x', 'X', null, null) };
    expect(serviceTotals([oil, rotation, basic, unpriced])).toEqual({
      minutes: 120,
      cents: 22985,
      unpriced: 1,
    });
  });

  it('points out an opcode a chosen menu already includes', () => {
    expect(overlappingServices([oil, rotation, basic])).toEqual([
      { service: 'OIL name', menu: 'Basic maintenance package' },
    ]);
    expect(overlappingServices([rotation, basic])).toEqual([]);
  });
});

describe('calendar', () => {
  it('reads a day without hours as closed, with the reason the answer gives', () => {
    const closed = { ...day([], false), date: '2026-11-22' };
    const state = dayState(closed, [
      {
        date: '2026-11-22',
        warningCode: 'APPT_RULE_WARN_DEALER_HOURS_OPERATION',
        warningDescription: 'The department has no hours of operation on Sundays',
        slotCount: 0,
        startTimes: [],
      },
    ]);
    expect(state).toEqual({
      kind: 'closed',
      label: 'Closed',
      reasons: ['The department has no hours of operation on Sundays'],
    });
    expect(dayState(undefined, [])).toMatchObject({ kind: 'closed' });
  });

  it('reads a closed date as closed with its reason, and a past date as past', () => {
    const closure = 'The department is closed on 2026-11-23 (Thanksgiving)';
    const closedSlot = (time: string): Slot => ({
      ...slot(time, false),
      warningCodes: ['APPT_RULE_WARN_DEALER_HOURS_NON_OPERATION'],
      warningList: [
        { warningCode: 'APPT_RULE_WARN_DEALER_HOURS_NON_OPERATION', warningDescription: closure },
      ],
    });
    const warning = (warningCode: string, warningDescription: string) => ({
      date: '2026-11-23',
      warningCode,
      warningDescription,
      slotCount: 2,
      startTimes: [],
    });
    const closed = dayState(day([closedSlot('09:00'), closedSlot('09:30')]), [
      warning('APPT_RULE_WARN_DEALER_HOURS_NON_OPERATION', closure),
    ]);
    expect(closed).toEqual({
      kind: 'closed',
      label: 'Closed — Thanksgiving',
      reasons: ['The department is closed on Monday, November 23, 2026 (Thanksgiving)'],
    });
    expect(dayBadge(closed)).toBe('Closed — Thanksgiving');
    const past = dayState(day([slot('09:00', false, ['x'])]), [
      warning('PAST_DATES_AVAILABILITY_BEING_FETCHED', '2026-11-23 is in the past (today is 2026-11-24)'),
    ]);
    expect(past).toEqual({ kind: 'past', reasons: ['Monday, November 23, 2026 is in the past.'] });
    expect(dayBadge(past)).toBe('Past');
  });

  it('offers the free times nearest to a lost one, in order', () => {
    const lost = {
      date: '2026-11-23',
      startTime: '10:00:00',
      endTime: '10:30:00',
      startDateTime: '2026-11-23T10:00:00',
    };
    const answer = {
      availability: [
        day([
          slot('08:00', true),
          slot('09:30', true),
          slot('10:00', false, ['x']),
          slot('11:00', true),
          slot('15:00', true),
        ]),
      ],
    };
    expect(nearestFreeSlots(answer, lost, 3).map((s) => s.startTime)).toEqual([
      '08:00:00',
      '09:30:00',
      '11:00:00',
    ]);
  });

  it('reads a day whose every slot is taken as full, with the slot reasons', () => {
    const state = dayState(
      day([slot('09:00', false, ['Advisor busy']), slot('09:30', false, ['Advisor busy'])]),
      [],
    );
    expect(state).toEqual({ kind: 'full', reasons: ['Advisor busy'] });
    expect(dayBadge(state)).toBe('Full');
  });

  it('counts the free slots of an open day', () => {
    expect(dayState(day([slot('09:00', true), slot('09:30', false, ['Busy'])]), [])).toMatchObject({
      kind: 'open',
      availableCount: 1,
    });
  });

  it('rechecks the chosen slot against a fresh answer', () => {
    const chosen = complete.slot;
    if (!chosen) throw new Error('the complete draft has a slot');
    expect(recheckSlot({ availability: [day([slot('09:00', true)])] }, chosen)).toEqual({ ok: true });
    expect(
      recheckSlot({ availability: [day([slot('09:00', false, ['Jordan Lee is booked'])])] }, chosen),
    ).toEqual({
      ok: false,
      reasons: ['Jordan Lee is booked'],
    });
    expect(recheckSlot({ availability: [day([slot('10:00', true)])] }, chosen)).toMatchObject({ ok: false });
  });
});
