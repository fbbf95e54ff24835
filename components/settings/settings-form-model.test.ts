import { describe, expect, it } from 'vitest';
import { emptySchedulingRules } from '@/server/scheduling/rules';
import type { SchedulingSettings } from '@/server/scheduling/settings.schemas';
import {
  changedSections,
  describeMinutes,
  formValuesFrom,
  type SettingsValues,
  sectionOfApiDescription,
  sectionOfErrorKey,
  toSaveBody,
} from './settings-form-model';

const advisor = { uuid: 'adv-1', name: 'Alex Morgan', teamUuids: ['team-1'] };
const loaner = { uuid: 'opt-loaner', name: 'Loaner' };
const shuttle = { uuid: 'opt-shuttle', name: 'Shuttle' };

function settings(change: (s: SchedulingSettings) => void = () => {}): SchedulingSettings {
  const s: SchedulingSettings = {
    dealerDepartmentUuid: 'dept-1',
    timeZone: 'America/Chicago',
    version: 3,
    hoursOfOperation: [1, 2, 3, 4, 5].map((weekday) => ({
      weekday,
      opensAt: '07:00',
      closesAt: '18:00',
      slotSizeMinutes: 30,
    })),
    rules: emptySchedulingRules(),
    opcodeLimits: [
      {
        opcodeUuid: 'op-oil',
        laborOpCode: 'OIL',
        opCodeName: 'Oil change',
        durationMinutes: 30,
        leadTimeMinutes: null,
        dailyLimits: [],
      },
      {
        opcodeUuid: 'op-rot',
        laborOpCode: 'ROT',
        opCodeName: 'Tire rotation',
        durationMinutes: 30,
        leadTimeMinutes: 60,
        dailyLimits: [{ weekday: 1, limit: 4 }],
      },
    ],
    advisors: [advisor],
    teams: [{ uuid: 'team-1', name: 'Express', advisorUuids: ['adv-1'] }],
    transportOptions: [loaner, shuttle],
    errors: [],
    warnings: [],
  };
  change(s);
  return s;
}

function edited(change: (v: SettingsValues) => void, from = settings()) {
  const saved = formValuesFrom(from);
  const values = structuredClone(saved);
  change(values);
  return { values, saved, result: toSaveBody(values, saved, from.version) };
}

describe('scheduling settings form model', () => {
  it('an unchanged form saves the same hours and an empty rules document, and no opcodes', () => {
    const { result } = edited(() => {});
    expect(result).toEqual({
      ok: true,
      body: {
        version: 3,
        hoursOfOperation: settings().hoursOfOperation,
        rules: emptySchedulingRules(),
        opcodeLimits: [],
      },
    });
  });

  it('opening Saturday uses the usual slot size; a midnight close is typed 00:00 and sent as 24:00', () => {
    const { result } = edited((v) => {
      const saturday = v.hours[6];
      if (!saturday) throw new Error('no Saturday');
      v.hours[6] = { ...saturday, open: true, opensAt: '08:00', closesAt: '00:00' };
    });
    expect(result.ok && result.body.hoursOfOperation.at(-1)).toEqual({
      weekday: 6,
      opensAt: '08:00',
      closesAt: '24:00',
      slotSizeMinutes: 30,
    });
  });

  it('24:00 from the API shows as 00:00 and saves back unchanged', () => {
    const from = settings((s) => {
      s.hoursOfOperation = [{ weekday: 5, opensAt: '18:00', closesAt: '24:00', slotSizeMinutes: 60 }];
    });
    const { values, result } = edited(() => {}, from);
    expect(values.hours[5]?.closesAt).toBe('00:00');
    expect(result.ok && result.body.hoursOfOperation).toEqual(from.hoursOfOperation);
  });

  it('closed dates: whole day without times, partial with both, one time alone is refused', () => {
    const { result } = edited((v) => {
      v.closures = [
        { date: '2027-12-25', from: '', to: '', reason: ' Christmas ' },
        { date: '2027-12-24', from: '12:00', to: '00:00', reason: '' },
      ];
    });
    expect(result.ok && result.body.rules.closures).toEqual([
      { date: '2027-12-25', from: null, to: null, reason: 'Christmas' },
      { date: '2027-12-24', from: '12:00', to: '24:00', reason: '' },
    ]);

    const half = edited((v) => {
      v.closures = [{ date: '2027-02-30', from: '12:00', to: '', reason: '' }];
    });
    expect(half.result).toEqual({
      ok: false,
      errors: {
        'closures.0.date': 'Enter a date such as 2026-07-04.',
        'closures.0.to': 'Enter both times, or neither for the whole day.',
      },
    });
  });

  it('field messages name the field by its path: ranges upside down, bad numbers, dates twice', () => {
    const { result } = edited((v) => {
      const monday = v.hours[1];
      if (!monday) throw new Error('no Monday');
      v.hours[1] = { ...monday, opensAt: '18:00', closesAt: '07:00', slotSizeMinutes: '3' };
      v.dealerLimits.perWeekday[2] = 'many';
      v.dealerLimits.perDate = [
        { date: '2027-01-04', limit: '5' },
        { date: '2027-01-04', limit: '' },
      ];
      v.transportOptions[0] = {
        transportOptionUuid: loaner.uuid,
        perSlot: '',
        perDay: '',
        onlineSharePercent: '120',
      };
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        'hours.1.to': 'The end must be after the start.',
        'hours.1.slotSizeMinutes': 'Enter a slot size from 5 to 240 minutes.',
        'dealerLimits.perWeekday.2': 'Enter a whole number from 0 to 100,000.',
        'dealerLimits.perDate.1.date': 'This date is listed twice.',
        'dealerLimits.perDate.1.limit': 'Enter a number.',
        'transportOptions.0.onlineSharePercent': 'Enter a whole number from 0 to 100.',
      },
    });
    if (result.ok) return;
    expect(Object.keys(result.errors).map(sectionOfErrorKey)).toEqual([
      'hours',
      'hours',
      'dealer',
      'dealer',
      'dealer',
      'transport',
    ]);
  });

  it('an advisor with nothing set stays out of the document; day off, own hours and transport are kept', () => {
    const { result } = edited((v) => {
      const a = v.advisors[0];
      if (!a) throw new Error('no advisor');
      a.weeklySchedule[1] = { mode: 'off', from: '', to: '' };
      a.weeklySchedule[2] = { mode: 'custom', from: '09:00', to: '15:00' };
      a.weeklySlotsOff = [{ weekday: '3', from: '12:00', to: '13:00' }];
      a.dateSlotsOff = [{ date: '2027-03-01', from: '', to: '' }];
      a.perSlotPerWeekday[1] = '2';
      a.transport = { every: false, uuids: [shuttle.uuid] };
    });
    expect(result.ok && result.body.rules.advisors).toEqual([
      {
        dealerAssociateUuid: 'adv-1',
        weeklySchedule: [
          { weekday: 1, hours: null },
          { weekday: 2, hours: { from: '09:00', to: '15:00' } },
        ],
        weeklySlotsOff: [{ weekday: 3, from: '12:00', to: '13:00' }],
        dateSlotsOff: [{ date: '2027-03-01', from: null, to: null }],
        recurringScheduleStartDate: null,
        perWeekday: [],
        perDate: [],
        perSlotPerWeekday: [{ weekday: 1, limit: 2 }],
        perSlotPerDate: [],
        transportOptionUuids: [shuttle.uuid],
      },
    ]);
  });

  it('reads saved rules back into the same form (round trip)', () => {
    const first = edited((v) => {
      v.minimumNoticeMinutes = '120';
      v.closures = [{ date: '2027-07-05', from: '', to: '', reason: 'Independence Day' }];
      v.dealerLimits.unavailableSlots = [
        { repeat: 'weekday', weekday: '5', date: '', time: '17:30' },
        { repeat: 'date', weekday: '1', date: '2027-01-02', time: '08:00' },
      ];
      v.combinedAdvisorLimits.perSlot = '3';
      const team = v.teams[0];
      if (team) team.transport = { every: false, uuids: [loaner.uuid] };
      v.recallCampaigns = { leadTimeMinutes: '2880', dailyLimit: '2' };
      v.capacityPlanning.laborMinutesPerWeekday[1] = '2400';
    });
    if (!first.result.ok) throw new Error(JSON.stringify(first.result.errors));
    const reread = formValuesFrom(
      settings((s) => {
        if (first.result.ok) s.rules = first.result.body.rules;
      }),
    );
    expect(reread).toEqual(first.values);
    expect(changedSections(first.values, first.saved)).toEqual(
      new Set(['hours', 'closures', 'dealer', 'teams', 'capacity']),
    );
  });

  it('sends only the opcodes whose limits changed', () => {
    const { result } = edited((v) => {
      const rotation = v.opcodes[1];
      if (rotation) rotation.dailyLimits[1] = '';
    });
    expect(result.ok && result.body.opcodeLimits).toEqual([
      { opcodeUuid: 'op-rot', leadTimeMinutes: 60, dailyLimits: [] },
    ]);
  });

  it('rules naming a removed advisor or retired option are left out of the form', () => {
    const from = settings((s) => {
      s.rules.advisors = [{ ...formAdvisor('gone'), transportOptionUuids: ['opt-retired'] }];
      s.rules.transportOptions = [{ transportOptionUuid: 'opt-retired', perDay: 2 }];
    });
    const { result } = edited(() => {}, from);
    expect(result.ok && result.body.rules.advisors).toEqual([]);
  });

  it('maps the API description of a bad field to the section that edits it', () => {
    expect(sectionOfApiDescription('body.rules.closures.0.date: expected a date yyyy-MM-dd')).toBe(
      'closures',
    );
    expect(sectionOfApiDescription('body.hoursOfOperation.2.closesAt: opensAt must be before closesAt')).toBe(
      'hours',
    );
    expect(sectionOfApiDescription('body.opcodeLimits.0.leadTimeMinutes: too big')).toBe('opcodes');
    expect(sectionOfApiDescription('body.rules.teamTransportOptions.0.teamUuid: required')).toBe('teams');
    expect(sectionOfApiDescription('The rules name what this department lacks: advisor x')).toBeNull();
  });

  it('reads minutes back in words', () => {
    expect(describeMinutes('90')).toBe('1 h 30 min');
    expect(describeMinutes('2880')).toBe('2 days');
    expect(describeMinutes('0')).toBe('none');
    expect(describeMinutes('soon')).toBeNull();
  });
});

function formAdvisor(uuid: string) {
  return {
    dealerAssociateUuid: uuid,
    weeklySchedule: [],
    weeklySlotsOff: [],
    dateSlotsOff: [],
    recurringScheduleStartDate: null,
    perWeekday: [],
    perDate: [],
    perSlotPerWeekday: [],
    perSlotPerDate: [],
    transportOptionUuids: null,
  };
}
