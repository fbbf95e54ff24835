import { describe, expect, it } from 'vitest';
import { at, booking, department, monday, type RulesInput, slotRequest } from '../../../test/engine-fixtures';
import { evaluateAvailability, visitMinutes } from '.';
import type { EngineBooking, SlotRequest, SlotResult } from './types';
import type { WarningCode } from './warnings';

/*
 * A visit holds its advisor and the department's slots for its whole length: its services' minutes
 * rounded up to whole slots (or the end the request sets). The department is open 08:00–12:00 in
 * 30-minute slots (test/engine-fixtures.ts).
 */

const b = (time: string, fields: Parameters<typeof booking>[1] = {}) => booking(`${monday}T${time}`, fields);
const annAt = (time: string, minutes = 30) => b(time, { advisorUuid: 'ann', minutes });

type LengthCase = {
  name: string;
  request: Partial<SlotRequest>;
  rules?: RulesInput;
  bookings?: EngineBooking[];
  time: string;
  /** null: the slot is available; else the code the refusal carries. */
  refused: WarningCode | null;
};

const ann = { advisorUuids: ['ann'] };
const hour = { ...ann, laborMinutes: 60 };

const cases: LengthCase[] = [
  {
    name: 'a one-hour visit is refused when the advisor is booked in its second half-hour',
    request: hour,
    bookings: [annAt('09:30')],
    time: '09:00',
    refused: 'APPT_RULE_WARN_SA_PER_DAY_PER_SLOT',
  },
  {
    name: 'the same visit fits when it ends as the other booking starts',
    request: hour,
    bookings: [annAt('09:30')],
    time: '08:30',
    refused: null,
  },
  {
    name: '45 minutes of services hold two 30-minute slots',
    request: { ...ann, laborMinutes: 45 },
    bookings: [annAt('09:30')],
    time: '09:00',
    refused: 'APPT_RULE_WARN_SA_PER_DAY_PER_SLOT',
  },
  {
    name: 'services without minutes hold one slot',
    request: { ...ann, laborMinutes: 0 },
    bookings: [annAt('09:30')],
    time: '09:00',
    refused: null,
  },
  {
    name: 'an end set by the request wins over the services',
    request: { ...ann, laborMinutes: 90, durationMinutes: 30 },
    bookings: [annAt('09:30')],
    time: '09:00',
    refused: null,
  },
  {
    name: 'a longer visit booked earlier holds the advisor through a later start',
    request: { ...ann, laborMinutes: 30 },
    bookings: [annAt('08:30', 90)],
    time: '09:30',
    refused: 'APPT_RULE_WARN_SA_PER_DAY_PER_SLOT',
  },
  {
    name: 'a visit must end by closing time',
    request: hour,
    time: '11:30',
    refused: 'APPT_RULE_WARN_DEALER_HOURS_OPERATION',
  },
  {
    name: 'a visit ending at closing time fits',
    request: hour,
    time: '11:00',
    refused: null,
  },
  {
    name: "the department's per-slot limit holds in every slot the visit covers",
    request: { laborMinutes: 60 },
    rules: { dealerLimits: { perSlotPerWeekday: [{ weekday: 1, limit: 1 }] } },
    bookings: [b('09:30')],
    time: '09:00',
    refused: 'APPT_RULE_WARN_DEALER_PER_DAY_PER_SLOT',
  },
  {
    name: 'a slot marked unavailable inside the visit blocks it',
    request: { laborMinutes: 60 },
    rules: { dealerLimits: { unavailableSlots: [{ weekday: 1, time: '09:30' }] } },
    time: '09:00',
    refused: 'APPT_RULE_WARN_DEALER_PER_SLOT_APPT_COUNT',
  },
  {
    name: 'a partial closure inside the visit blocks it',
    request: { laborMinutes: 90 },
    rules: { closures: [{ date: monday, from: '10:00', to: '10:30', reason: 'Staff meeting' }] },
    time: '09:00',
    refused: 'APPT_RULE_WARN_DEALER_HOURS_NON_OPERATION',
  },
  {
    name: "the transport option's per-slot limit holds in every slot the visit covers",
    request: { laborMinutes: 60, transportOptionUuid: 'loaner' },
    rules: { transportOptions: [{ transportOptionUuid: 'loaner', perSlot: 1 }] },
    bookings: [b('09:30', { transportOptionUuid: 'loaner' })],
    time: '09:00',
    refused: 'APPT_RULE_WARN_TRANSPORT_OPTION_PER_SLOT',
  },
  {
    name: "the advisor's time off inside the visit blocks it",
    request: { ...ann, laborMinutes: 90 },
    rules: {
      advisors: [
        { dealerAssociateUuid: 'ann', weeklySlotsOff: [{ weekday: 1, from: '10:00', to: '10:30' }] },
      ],
    },
    time: '09:00',
    refused: 'APPT_RULE_WARN_SA_WEEKLY_SLOT_OFF',
  },
  {
    name: "the visit must end within the advisor's working hours",
    request: hour,
    rules: {
      advisors: [
        {
          dealerAssociateUuid: 'ann',
          weeklySchedule: [{ weekday: 1, hours: { from: '08:00', to: '10:00' } }],
        },
      ],
    },
    time: '09:30',
    refused: 'APPT_RULE_WARN_SA_WEEKLY_SLOT_OFF',
  },
];

function slotOf(c: LengthCase): SlotResult {
  const [day] = evaluateAvailability(
    department({ rules: c.rules }),
    c.bookings ?? [],
    slotRequest(c.request),
  );
  const slot = day?.slots.find((s) => s.time === c.time);
  if (!slot) throw new Error(`no slot ${c.time}`);
  return slot;
}

describe('a visit as long as its services', () => {
  it.each(cases)('$name', (c) => {
    const slot = slotOf(c);
    if (c.refused === null) {
      expect(slot.warnings).toEqual([]);
      expect(slot.available).toBe(true);
    } else {
      expect(slot.available).toBe(false);
      expect(slot.warnings.map((w) => w.warningCode)).toContain(c.refused);
    }
  });

  it('answers each slot with the end of the whole visit', () => {
    const slot = slotOf({ name: '', request: { laborMinutes: 75 }, time: '09:00', refused: null });
    expect(slot.endMs - slot.startMs).toBe(90 * 60_000);
    expect(new Date(slot.startMs)).toEqual(at(`${monday}T09:00`));
  });

  it('says in words why a visit running past closing cannot start there', () => {
    const slot = slotOf({ name: '', request: { laborMinutes: 60 }, time: '11:30', refused: null });
    expect(slot.warnings).toContainEqual({
      warningCode: 'APPT_RULE_WARN_DEALER_HOURS_OPERATION',
      warningDescription: 'A 60-minute visit from 11:30 would end after closing time (12:00) on Mondays',
    });
  });
});

describe('visitMinutes', () => {
  it.each([
    [0, 30, 30],
    [1, 30, 30],
    [30, 30, 30],
    [31, 30, 60],
    [60, 30, 60],
    [90, 15, 90],
    [100, 45, 135],
  ])('%i service minutes in %i-minute slots hold %i minutes', (minutes, slot, held) => {
    expect(visitMinutes(minutes, slot)).toBe(held);
  });
});
