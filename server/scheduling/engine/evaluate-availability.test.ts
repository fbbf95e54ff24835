import { describe, expect, it } from 'vitest';
import { at, booking, department, monday, type RulesInput, slotRequest } from '../../../test/engine-fixtures';
import { evaluateAvailability } from '.';
import type { EngineBooking, EngineOpcode, SlotRequest, SlotResult } from './types';
import type { WarningCode } from './warnings';

type Scenario = {
  rules?: RulesInput;
  request?: Partial<SlotRequest>;
  opcodes?: EngineOpcode[];
  bookings?: EngineBooking[];
  time: string;
};

/** The rule applies when `reached` and stays silent one step below it (`below`). */
type Case = {
  code: WarningCode;
  name: string;
  rules?: RulesInput;
  request?: Partial<SlotRequest>;
  opcodes?: EngineOpcode[];
  reached: Scenario;
  below: Scenario;
};

const b = (time: string, fields: Parameters<typeof booking>[1] = {}) => booking(`${monday}T${time}`, fields);
const mondayAt = (time: string) => at(`${monday}T${time}`);
const annOnly = { advisorUuids: ['ann'] };
const oil = (fields: Partial<EngineOpcode>): EngineOpcode[] => [
  { uuid: 'oil', laborOpCode: 'OIL', leadTimeMinutes: null, dailyLimits: [], ...fields },
];

function evaluateSlot(c: Omit<Case, 'reached' | 'below' | 'code' | 'name'>, s: Scenario): SlotResult {
  const [day] = evaluateAvailability(
    department({ rules: s.rules ?? c.rules, opcodes: s.opcodes ?? c.opcodes }),
    s.bookings ?? [],
    slotRequest({ ...c.request, ...s.request }),
  );
  const slot = day?.slots.find((x) => x.time === s.time);
  if (!slot) throw new Error(`no slot ${s.time}`);
  return slot;
}

const codes = (slot: SlotResult) => slot.warnings.map((w) => w.warningCode);

const cases: Case[] = [
  {
    code: 'APPT_RULE_WARN_DEALER_PER_DAY',
    name: 'dealer limit per weekday',
    rules: { dealerLimits: { perWeekday: [{ weekday: 1, limit: 2 }] } },
    reached: { bookings: [b('08:00'), b('10:00')], time: '09:00' },
    below: { bookings: [b('08:00')], time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_DEALER_PER_DATE',
    name: 'dealer limit for the date',
    rules: { dealerLimits: { perDate: [{ date: monday, limit: 2 }] } },
    reached: { bookings: [b('08:00'), b('10:00')], time: '09:00' },
    below: { bookings: [b('08:00')], time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_DEALER_PER_DAY_PER_SLOT',
    name: 'dealer per-slot limit per weekday, counting a longer visit that started earlier',
    rules: { dealerLimits: { perSlotPerWeekday: [{ weekday: 1, limit: 2 }] } },
    reached: { bookings: [b('08:30', { minutes: 60 }), b('09:00')], time: '09:00' },
    below: { bookings: [b('08:30'), b('09:00')], time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_DEALER_PER_DATE_PER_SLOT',
    name: 'dealer per-slot limit for the date',
    rules: { dealerLimits: { perSlotPerDate: [{ date: monday, limit: 2 }] } },
    reached: { bookings: [b('09:00'), b('09:00')], time: '09:00' },
    below: { bookings: [b('09:00'), b('09:30')], time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_DEALER_PER_SLOT_APPT_COUNT',
    name: 'slot marked unavailable on the weekday',
    rules: { dealerLimits: { unavailableSlots: [{ weekday: 1, time: '09:00' }] } },
    reached: { time: '09:00' },
    below: { time: '09:30' },
  },
  {
    code: 'APPT_RULE_WARN_DEALER_PER_SLOT_APPT_COUNT',
    name: 'slot marked unavailable on the date',
    rules: { dealerLimits: { unavailableSlots: [{ date: monday, time: '11:30' }] } },
    reached: { time: '11:30' },
    below: { time: '11:00' },
  },
  {
    code: 'APPT_RULE_WARN_DEALER_HOURS_NON_OPERATION',
    name: 'whole-date closure',
    reached: { rules: { closures: [{ date: monday, reason: 'Holiday' }] }, time: '08:00' },
    below: { rules: { closures: [{ date: '2026-03-10', reason: 'Holiday' }] }, time: '08:00' },
  },
  {
    code: 'APPT_RULE_WARN_DEALER_HOURS_NON_OPERATION',
    name: 'partial closure',
    rules: { closures: [{ date: monday, from: '09:00', to: '10:00', reason: 'Staff meeting' }] },
    reached: { time: '09:30' },
    below: { time: '10:00' },
  },
  {
    code: 'APPT_RULE_WARN_DEALER_OFFSET',
    name: 'minimum notice',
    rules: { minimumNoticeMinutes: 60 },
    reached: { request: { now: mondayAt('08:01') }, time: '09:00' },
    below: { request: { now: mondayAt('08:00') }, time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_DEALER_OFFSET',
    name: 'a time already past today',
    reached: { request: { now: mondayAt('10:05') }, time: '10:00' },
    below: { request: { now: mondayAt('10:00') }, time: '10:00' },
  },
  {
    code: 'APPT_RULE_WARN_SUM_INDIVIDUAL_PER_DATE',
    name: 'combined advisor limit per weekday (bookings without advisor do not count)',
    rules: { combinedAdvisorLimits: { perWeekday: [{ weekday: 1, limit: 2 }] } },
    reached: {
      bookings: [b('08:00', { advisorUuid: 'ann' }), b('10:00', { advisorUuid: 'bob' })],
      time: '09:00',
    },
    below: { bookings: [b('08:00', { advisorUuid: 'ann' }), b('10:00')], time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_SUM_INDIVIDUAL_PER_DATE',
    name: 'combined advisor limit for the date',
    rules: { combinedAdvisorLimits: { perDate: [{ date: monday, limit: 1 }] } },
    reached: { bookings: [b('08:00', { advisorUuid: 'ann' })], time: '09:00' },
    below: { bookings: [], time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_SUM_INDIVIDUAL_PER_SLOT',
    name: 'combined advisor limit per slot',
    rules: { combinedAdvisorLimits: { perSlot: 2 } },
    reached: {
      bookings: [b('09:00', { advisorUuid: 'ann' }), b('09:00', { advisorUuid: 'bob' })],
      time: '09:00',
    },
    below: { bookings: [b('09:00', { advisorUuid: 'ann' }), b('09:00')], time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_TRANSPORT_OPTION_PER_SLOT',
    name: 'transport option per slot',
    rules: { transportOptions: [{ transportOptionUuid: 'loaner', perSlot: 1 }] },
    request: { transportOptionUuid: 'loaner' },
    reached: { bookings: [b('09:00', { transportOptionUuid: 'loaner' })], time: '09:00' },
    below: { bookings: [b('09:00', { transportOptionUuid: 'shuttle' })], time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_TRANSPORT_OPTION_PER_SLOT',
    name: 'transport option per day',
    rules: { transportOptions: [{ transportOptionUuid: 'loaner', perDay: 2 }] },
    request: { transportOptionUuid: 'loaner' },
    reached: {
      bookings: [
        b('08:00', { transportOptionUuid: 'loaner' }),
        b('10:00', { transportOptionUuid: 'loaner' }),
      ],
      time: '09:00',
    },
    below: { bookings: [b('08:00', { transportOptionUuid: 'loaner' })], time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_TRANSPORT_OPTION_PER_SLOT',
    name: "transport option's online share (25% of 10 = 2)",
    rules: { transportOptions: [{ transportOptionUuid: 'loaner', perDay: 10, onlineSharePercent: 25 }] },
    request: { transportOptionUuid: 'loaner', online: true },
    reached: {
      bookings: [
        b('08:00', { transportOptionUuid: 'loaner', online: true }),
        b('10:00', { transportOptionUuid: 'loaner', online: true }),
      ],
      time: '09:00',
    },
    below: {
      bookings: [
        b('08:00', { transportOptionUuid: 'loaner', online: true }),
        b('10:00', { transportOptionUuid: 'loaner' }),
        b('11:00', { transportOptionUuid: 'loaner' }),
      ],
      time: '09:00',
    },
  },
  {
    code: 'APPT_RULE_WARN_NO_TRANSPORT_OPTION',
    name: 'no transport option has room',
    rules: {
      transportOptions: [
        { transportOptionUuid: 'loaner', perSlot: 1 },
        { transportOptionUuid: 'shuttle', perSlot: 1 },
      ],
    },
    reached: {
      bookings: [
        b('09:00', { transportOptionUuid: 'loaner' }),
        b('09:00', { transportOptionUuid: 'shuttle' }),
      ],
      time: '09:00',
    },
    below: { bookings: [b('09:00', { transportOptionUuid: 'loaner' })], time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_OPCODES_LEAD_TIME',
    name: 'opcode lead time',
    opcodes: oil({ leadTimeMinutes: 60 }),
    request: { opcodeUuids: ['oil'] },
    reached: { request: { now: mondayAt('08:01') }, time: '09:00' },
    below: { request: { now: mondayAt('08:00') }, time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_OPCODES_DAILY_LIMIT_EXCEEDED',
    name: 'opcode daily limit',
    opcodes: oil({ dailyLimits: [{ weekday: 1, limit: 2 }] }),
    request: { opcodeUuids: ['oil'] },
    reached: {
      bookings: [b('08:00', { opcodeUuids: ['oil'] }), b('10:00', { opcodeUuids: ['oil'] })],
      time: '09:00',
    },
    below: { bookings: [b('08:00', { opcodeUuids: ['oil'] }), b('10:00')], time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_CAMPAIGNS_LEAD_TIME',
    name: 'recall campaign lead time',
    rules: { recallCampaigns: { leadTimeMinutes: 120 } },
    request: { recall: true },
    reached: { request: { now: mondayAt('08:31') }, time: '10:30' },
    below: { request: { now: mondayAt('08:30') }, time: '10:30' },
  },
  {
    code: 'APPT_RULE_WARN_CAMPAIGNS_DAILY_LIMIT_EXCEEDED',
    name: 'recall campaign daily limit',
    rules: { recallCampaigns: { dailyLimit: 2 } },
    request: { recall: true },
    reached: { bookings: [b('08:00', { recall: true }), b('10:00', { recall: true })], time: '09:00' },
    below: { bookings: [b('08:00', { recall: true }), b('10:00')], time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_CAPACITY_PLANNING_CONSTRAINT_VIOLATED',
    name: 'labor minutes per weekday',
    rules: { capacityPlanning: { laborMinutesPerWeekday: [{ weekday: 1, limit: 120 }] } },
    request: { laborMinutes: 30 },
    reached: {
      bookings: [b('08:00', { laborMinutes: 60 }), b('10:00', { laborMinutes: 31 })],
      time: '09:00',
    },
    below: { bookings: [b('08:00', { laborMinutes: 60 }), b('10:00', { laborMinutes: 30 })], time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_CAPACITY_PLANNING_CONSTRAINT_VIOLATED',
    name: 'labor minutes for the date win over the weekday',
    rules: {
      capacityPlanning: {
        laborMinutesPerWeekday: [{ weekday: 1, limit: 1000 }],
        laborMinutesPerDate: [{ date: monday, limit: 90 }],
      },
    },
    request: { laborMinutes: 30 },
    reached: { bookings: [b('08:00', { laborMinutes: 61 })], time: '09:00' },
    below: { bookings: [b('08:00', { laborMinutes: 60 })], time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_INVALID_DA_TO_TEAM_COMBINATION',
    name: 'advisor not in the selected team',
    reached: { request: { advisorUuids: ['bob'], teamUuid: 'express' }, time: '09:00' },
    below: { request: { advisorUuids: ['ann'], teamUuid: 'express' }, time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_INVALID_DA_TO_TEAM_COMBINATION',
    name: 'advisor does not take the transport option',
    rules: { advisors: [{ dealerAssociateUuid: 'ann', transportOptionUuids: ['shuttle'] }] },
    request: annOnly,
    reached: { request: { transportOptionUuid: 'loaner' }, time: '09:00' },
    below: { request: { transportOptionUuid: 'shuttle' }, time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_INVALID_DA_TO_TEAM_COMBINATION',
    name: 'team does not take the transport option',
    rules: { teamTransportOptions: [{ teamUuid: 'express', transportOptionUuids: ['shuttle'] }] },
    request: { teamUuid: 'express' },
    reached: { request: { transportOptionUuid: 'loaner' }, time: '09:00' },
    below: { request: { transportOptionUuid: 'shuttle' }, time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_SA_RECURRENCE_DATE',
    name: 'before the advisor schedule starts',
    request: annOnly,
    reached: {
      rules: { advisors: [{ dealerAssociateUuid: 'ann', recurringScheduleStartDate: '2026-03-10' }] },
      time: '09:00',
    },
    below: {
      rules: { advisors: [{ dealerAssociateUuid: 'ann', recurringScheduleStartDate: monday }] },
      time: '09:00',
    },
  },
  {
    code: 'APPT_RULE_WARN_SA_WEEKLY_SLOT_OFF',
    name: 'weekly slot off',
    rules: {
      advisors: [
        { dealerAssociateUuid: 'ann', weeklySlotsOff: [{ weekday: 1, from: '09:00', to: '10:00' }] },
      ],
    },
    request: annOnly,
    reached: { time: '09:30' },
    below: { time: '10:00' },
  },
  {
    code: 'APPT_RULE_WARN_SA_WEEKLY_SLOT_OFF',
    name: 'outside the weekly working hours',
    rules: {
      advisors: [
        {
          dealerAssociateUuid: 'ann',
          weeklySchedule: [{ weekday: 1, hours: { from: '08:00', to: '10:00' } }],
        },
      ],
    },
    request: annOnly,
    reached: { time: '10:00' },
    below: { time: '09:30' },
  },
  {
    code: 'APPT_RULE_WARN_SA_WEEKLY_SLOT_OFF',
    name: 'weekly day off',
    request: annOnly,
    reached: {
      rules: { advisors: [{ dealerAssociateUuid: 'ann', weeklySchedule: [{ weekday: 1, hours: null }] }] },
      time: '09:00',
    },
    below: {
      rules: { advisors: [{ dealerAssociateUuid: 'ann', weeklySchedule: [{ weekday: 2, hours: null }] }] },
      time: '09:00',
    },
  },
  {
    code: 'APPT_RULE_WARN_SA_DATEWISE_SLOT_OFF',
    name: 'time off on the date',
    rules: {
      advisors: [
        { dealerAssociateUuid: 'ann', dateSlotsOff: [{ date: monday, from: '09:00', to: '10:00' }] },
      ],
    },
    request: annOnly,
    reached: { time: '09:00' },
    below: { time: '10:00' },
  },
  {
    code: 'APPT_RULE_WARN_SA_DATEWISE_SLOT_OFF',
    name: 'the whole date off',
    request: annOnly,
    reached: {
      rules: { advisors: [{ dealerAssociateUuid: 'ann', dateSlotsOff: [{ date: monday }] }] },
      time: '11:30',
    },
    below: {
      rules: { advisors: [{ dealerAssociateUuid: 'ann', dateSlotsOff: [{ date: '2026-03-10' }] }] },
      time: '11:30',
    },
  },
  {
    code: 'APPT_RULE_WARN_SA_PER_DAY_OF_WEEK',
    name: 'advisor limit per weekday',
    rules: { advisors: [{ dealerAssociateUuid: 'ann', perWeekday: [{ weekday: 1, limit: 2 }] }] },
    request: annOnly,
    reached: {
      bookings: [b('08:00', { advisorUuid: 'ann' }), b('10:00', { advisorUuid: 'ann' })],
      time: '09:00',
    },
    below: {
      bookings: [b('08:00', { advisorUuid: 'ann' }), b('10:00', { advisorUuid: 'bob' })],
      time: '09:00',
    },
  },
  {
    code: 'APPT_RULE_WARN_SA_PER_DATE',
    name: 'advisor limit for the date',
    rules: { advisors: [{ dealerAssociateUuid: 'ann', perDate: [{ date: monday, limit: 1 }] }] },
    request: annOnly,
    reached: { bookings: [b('08:00', { advisorUuid: 'ann' })], time: '09:00' },
    below: { bookings: [], time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_SA_PER_DAY_PER_SLOT',
    name: 'one visit at a time by default',
    request: annOnly,
    reached: { bookings: [b('09:00', { advisorUuid: 'ann' })], time: '09:00' },
    below: { bookings: [b('09:30', { advisorUuid: 'ann' })], time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_SA_PER_DAY_PER_SLOT',
    name: 'a longer visit overlaps the next booking',
    request: { ...annOnly, durationMinutes: 60 },
    reached: { bookings: [b('09:30', { advisorUuid: 'ann' })], time: '09:00' },
    below: { bookings: [b('10:00', { advisorUuid: 'ann' })], time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_SA_PER_DAY_PER_SLOT',
    name: 'advisor per-slot limit per weekday',
    rules: { advisors: [{ dealerAssociateUuid: 'ann', perSlotPerWeekday: [{ weekday: 1, limit: 2 }] }] },
    request: annOnly,
    reached: {
      bookings: [b('09:00', { advisorUuid: 'ann' }), b('09:00', { advisorUuid: 'ann' })],
      time: '09:00',
    },
    below: { bookings: [b('09:00', { advisorUuid: 'ann' })], time: '09:00' },
  },
  {
    code: 'APPT_RULE_WARN_SA_PER_DATE_PER_SLOT',
    name: 'advisor per-slot limit for the date (wins over the weekday)',
    rules: {
      advisors: [
        {
          dealerAssociateUuid: 'ann',
          perSlotPerWeekday: [{ weekday: 1, limit: 1 }],
          perSlotPerDate: [{ date: monday, limit: 2 }],
        },
      ],
    },
    request: annOnly,
    reached: {
      bookings: [b('09:00', { advisorUuid: 'ann' }), b('09:00', { advisorUuid: 'ann' })],
      time: '09:00',
    },
    below: { bookings: [b('09:00', { advisorUuid: 'ann' })], time: '09:00' },
  },
];

describe('evaluateAvailability: one rule at a time', () => {
  it.each(cases)('$code: $name', (c) => {
    const reached = evaluateSlot(c, c.reached);
    expect(reached.available).toBe(false);
    expect(codes(reached)).toContain(c.code);

    const below = evaluateSlot(c, c.below);
    expect(below).toMatchObject({ available: true, warnings: [] });
    expect(below.advisorUuids.length).toBeGreaterThan(0);
  });

  it('covers every rule code but the closed weekday (tested below)', () => {
    const covered = new Set(cases.map((c) => c.code));
    expect(covered.size).toBe(24);
    expect(covered.has('APPT_RULE_WARN_DEALER_HOURS_OPERATION')).toBe(false);
  });
});

describe('evaluateAvailability', () => {
  it('lists the slots of the hours with instants, duration and all advisors and options', () => {
    const [day] = evaluateAvailability(department(), [], slotRequest());
    expect(day).toMatchObject({ date: monday, open: true, slotSizeMinutes: 30, warnings: [] });
    expect(day?.slots.map((s) => s.time)).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    expect(day?.slots[2]).toEqual({
      time: '09:00',
      startMs: new Date('2026-03-09T14:00:00Z').getTime(),
      endMs: new Date('2026-03-09T14:30:00Z').getTime(),
      available: true,
      advisorUuids: ['ann', 'bob'],
      transportOptionUuids: ['loaner', 'shuttle'],
      warnings: [],
    });
  });

  it('ends a slot after the requested duration', () => {
    const [day] = evaluateAvailability(department(), [], slotRequest({ durationMinutes: 90 }));
    expect(day?.slots[0]?.endMs).toBe(new Date('2026-03-09T14:30:00Z').getTime());
  });

  it('narrows the slots to the requested start and end times', () => {
    const [day] = evaluateAvailability(
      department(),
      [],
      slotRequest({ startTime: '09:00', endTime: '10:00' }),
    );
    expect(day?.slots.map((s) => s.time)).toEqual(['09:00', '09:30']);
  });

  it('reports a weekday without hours as closed', () => {
    const [day] = evaluateAvailability(department(), [], slotRequest({ dates: ['2026-03-08'] }));
    expect(day).toEqual({
      date: '2026-03-08',
      slotSizeMinutes: 30,
      open: false,
      slots: [],
      warnings: [
        {
          warningCode: 'APPT_RULE_WARN_DEALER_HOURS_OPERATION',
          warningDescription: 'The department has no hours of operation on Sundays',
        },
      ],
    });
  });

  it('marks every slot of a past date unavailable and says so once for the day', () => {
    const [past, today] = evaluateAvailability(
      department(),
      [],
      slotRequest({ dates: [monday, '2026-03-10'], now: at('2026-03-10T09:10') }),
    );
    expect(past?.warnings.map((w) => w.warningCode)).toEqual(['PAST_DATES_AVAILABILITY_BEING_FETCHED']);
    expect(past?.slots).toHaveLength(8);
    for (const slot of past?.slots ?? []) {
      expect(slot.available).toBe(false);
      expect(codes(slot)).toEqual(['PAST_DATES_AVAILABILITY_BEING_FETCHED']);
    }
    expect(today?.warnings).toEqual([]);
    expect(today?.slots.filter((s) => s.available).map((s) => s.time)).toEqual([
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
    ]);
    expect(codes(today?.slots[2] as SlotResult)).toEqual(['APPT_RULE_WARN_DEALER_OFFSET']);
  });

  it('states the actual values in the description', () => {
    const slot = evaluateSlot(
      {
        rules: {
          dealerLimits: { perWeekday: [{ weekday: 1, limit: 2 }], perDate: [{ date: monday, limit: 2 }] },
        },
      },
      { bookings: [b('08:00'), b('10:00')], time: '09:00' },
    );
    expect(slot.warnings).toEqual([
      {
        warningCode: 'APPT_RULE_WARN_DEALER_PER_DAY',
        warningDescription: 'The department allows 2 appointments on Mondays; 2 are booked',
      },
      {
        warningCode: 'APPT_RULE_WARN_DEALER_PER_DATE',
        warningDescription: 'The department allows 2 appointments on 2026-03-09; 2 are booked',
      },
    ]);
  });

  it('gives one warning per advisor code, naming every advisor', () => {
    const slot = evaluateSlot(
      {},
      { bookings: [b('09:00', { advisorUuid: 'ann' }), b('09:00', { advisorUuid: 'bob' })], time: '09:00' },
    );
    expect(slot.warnings).toHaveLength(1);
    expect(slot.warnings[0]?.warningCode).toBe('APPT_RULE_WARN_SA_PER_DAY_PER_SLOT');
    expect(slot.warnings[0]?.warningDescription).toContain('Ann Lee');
    expect(slot.warnings[0]?.warningDescription).toContain('Bob Roe');
  });

  it('leaves advisor warnings out while another advisor is free', () => {
    const slot = evaluateSlot(
      { rules: { dealerLimits: { unavailableSlots: [{ weekday: 1, time: '09:00' }] } } },
      { bookings: [b('09:00', { advisorUuid: 'ann' })], time: '09:00' },
    );
    expect(slot.advisorUuids).toEqual(['bob']);
    expect(codes(slot)).toEqual(['APPT_RULE_WARN_DEALER_PER_SLOT_APPT_COUNT']);
  });

  it('lists only the transport options with room', () => {
    const slot = evaluateSlot(
      { rules: { transportOptions: [{ transportOptionUuid: 'loaner', perSlot: 1 }] } },
      { bookings: [b('09:00', { transportOptionUuid: 'loaner' })], time: '09:00' },
    );
    expect(slot).toMatchObject({ available: true, transportOptionUuids: ['shuttle'] });
  });

  it('lists only the asked transport option when one is asked for', () => {
    const [day] = evaluateAvailability(department(), [], slotRequest({ transportOptionUuid: 'shuttle' }));
    expect(day?.slots[0]).toMatchObject({ available: true, transportOptionUuids: ['shuttle'] });
  });

  it('narrows the advisors to the requested team', () => {
    const slot = evaluateSlot({ request: { teamUuid: 'main' } }, { time: '09:00' });
    expect(slot.advisorUuids).toEqual(['bob']);
  });

  it('ignores the appointment being moved everywhere', () => {
    const moving = b('09:00', { uuid: 'moving', advisorUuid: 'ann' });
    const scenario = {
      rules: { dealerLimits: { perWeekday: [{ weekday: 1, limit: 1 }] } },
      request: { advisorUuids: ['ann'] },
    };
    expect(evaluateSlot(scenario, { bookings: [moving], time: '09:00' }).available).toBe(false);
    const moved = evaluateSlot(
      { ...scenario, request: { ...scenario.request, excludeAppointmentUuid: 'moving' } },
      { bookings: [moving], time: '09:00' },
    );
    expect(moved).toMatchObject({ available: true, advisorUuids: ['ann'], warnings: [] });
  });
});
