import type { SchedulingRules } from '@/server/scheduling/rules';
import {
  type SaveSchedulingSettings,
  type SchedulingSettings,
  saveSchedulingSettingsSchema,
} from '@/server/scheduling/settings.schemas';
import { isCalendarDate } from '@/server/time/wall-clock';

/*
 * The scheduling settings form as plain data. Inputs hold what the advisor typed (strings; blank
 * means "no limit"), so a half-typed number never throws. `toSaveBody` turns the form into the
 * PUT body, or into messages keyed by the path of the field they belong to.
 */

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The order the page lists weekdays in: the working week first. Values stay 0 = Sunday. */
export const weekdayOrder = [1, 2, 3, 4, 5, 6, 0] as const;

/** Seven strings indexed by weekday (0 = Sunday); blank = no limit. */
export type WeekdayTexts = string[];
export type DateLimitRow = { date: string; limit: string };
export type DayHours = { open: boolean; opensAt: string; closesAt: string; slotSizeMinutes: string };
export type ClosureRow = { date: string; from: string; to: string; reason: string };
export type UnavailableSlotRow = { repeat: 'weekday' | 'date'; weekday: string; date: string; time: string };
/** Which transport options someone takes: every one, or only those listed. */
export type TransportChoice = { every: boolean; uuids: string[] };
export type AdvisorDay = { mode: 'department' | 'custom' | 'off'; from: string; to: string };
export type AdvisorValues = {
  dealerAssociateUuid: string;
  weeklySchedule: AdvisorDay[];
  weeklySlotsOff: Array<{ weekday: string; from: string; to: string }>;
  dateSlotsOff: Array<{ date: string; from: string; to: string }>;
  recurringScheduleStartDate: string;
  perWeekday: WeekdayTexts;
  perDate: DateLimitRow[];
  perSlotPerWeekday: WeekdayTexts;
  perSlotPerDate: DateLimitRow[];
  transport: TransportChoice;
};
export type LimitSet = {
  perWeekday: WeekdayTexts;
  perDate: DateLimitRow[];
  perSlotPerWeekday: WeekdayTexts;
  perSlotPerDate: DateLimitRow[];
};
export type OpcodeLimitValues = { opcodeUuid: string; leadTimeMinutes: string; dailyLimits: WeekdayTexts };

export type SettingsValues = {
  hours: DayHours[];
  minimumNoticeMinutes: string;
  closures: ClosureRow[];
  dealerLimits: LimitSet & { unavailableSlots: UnavailableSlotRow[] };
  /** One per advisor of the department, in the order the settings list them. */
  advisors: AdvisorValues[];
  combinedAdvisorLimits: { perWeekday: WeekdayTexts; perDate: DateLimitRow[]; perSlot: string };
  teams: Array<{ teamUuid: string; transport: TransportChoice }>;
  transportOptions: Array<{
    transportOptionUuid: string;
    perSlot: string;
    perDay: string;
    onlineSharePercent: string;
  }>;
  recallCampaigns: { leadTimeMinutes: string; dailyLimit: string };
  capacityPlanning: { laborMinutesPerWeekday: WeekdayTexts; laborMinutesPerDate: DateLimitRow[] };
  opcodes: OpcodeLimitValues[];
};

export const sections = [
  { key: 'hours', label: 'Hours' },
  { key: 'closures', label: 'Closed dates' },
  { key: 'dealer', label: 'Dealer limits' },
  { key: 'advisors', label: 'Advisors' },
  { key: 'teams', label: 'Teams & combined limits' },
  { key: 'transport', label: 'Transport' },
  { key: 'opcodes', label: 'Opcodes' },
  { key: 'capacity', label: 'Recalls & capacity' },
] as const;
export type SectionKey = (typeof sections)[number]['key'];

const sectionOfField: Record<keyof SettingsValues, SectionKey> = {
  hours: 'hours',
  minimumNoticeMinutes: 'hours',
  closures: 'closures',
  dealerLimits: 'dealer',
  advisors: 'advisors',
  combinedAdvisorLimits: 'teams',
  teams: 'teams',
  transportOptions: 'transport',
  recallCampaigns: 'capacity',
  capacityPlanning: 'capacity',
  opcodes: 'opcodes',
};

/** The section that shows the field an error key (`closures.0.date`) names. */
export function sectionOfErrorKey(key: string): SectionKey | null {
  const head = key.split('.')[0] as keyof SettingsValues;
  return sectionOfField[head] ?? null;
}

/** The API names a bad field as `body.rules.closures.0.date: ...`: the section that edits it. */
export function sectionOfApiDescription(description: string): SectionKey | null {
  const match = /\bbody\.(\w+)(?:\.(\w+))?/.exec(description);
  if (!match) return null;
  const [, top, rule] = match;
  if (top === 'hoursOfOperation') return 'hours';
  if (top === 'opcodeLimits') return 'opcodes';
  if (top !== 'rules' || !rule) return null;
  const byRule: Partial<Record<keyof SchedulingRules, SectionKey>> = {
    minimumNoticeMinutes: 'hours',
    closures: 'closures',
    dealerLimits: 'dealer',
    advisors: 'advisors',
    combinedAdvisorLimits: 'teams',
    teamTransportOptions: 'teams',
    transportOptions: 'transport',
    recallCampaigns: 'capacity',
    capacityPlanning: 'capacity',
  };
  return byRule[rule as keyof SchedulingRules] ?? null;
}

/** Sections whose values differ from what was loaded (for the unsaved-changes marks). */
export function changedSections(values: SettingsValues, saved: SettingsValues): Set<SectionKey> {
  const changed = new Set<SectionKey>();
  for (const key of Object.keys(sectionOfField) as Array<keyof SettingsValues>) {
    if (JSON.stringify(values[key]) !== JSON.stringify(saved[key])) changed.add(sectionOfField[key]);
  }
  return changed;
}

// --- reading the API's settings into the form ----------------------------------------------

/*
 * `<input type="time">` cannot show 24:00, so a closing time at midnight is shown as 00:00 and
 * read back as 24:00 (a range cannot end at the start of its own day).
 */
const showEnd = (time: string) => (time === '24:00' ? '00:00' : time);
const readEnd = (time: string) => (time === '00:00' ? '24:00' : time);

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function weekdayTexts(list: Array<{ weekday: number; limit: number }>): WeekdayTexts {
  const texts = weekdayNames.map(() => '');
  for (const entry of list) texts[entry.weekday] = String(entry.limit);
  return texts;
}

const dateRows = (list: Array<{ date: string; limit: number }>): DateLimitRow[] =>
  list.map((d) => ({ date: d.date, limit: String(d.limit) }));

const limitSet = (limits: {
  perWeekday: Array<{ weekday: number; limit: number }>;
  perDate: Array<{ date: string; limit: number }>;
  perSlotPerWeekday: Array<{ weekday: number; limit: number }>;
  perSlotPerDate: Array<{ date: string; limit: number }>;
}): LimitSet => ({
  perWeekday: weekdayTexts(limits.perWeekday),
  perDate: dateRows(limits.perDate),
  perSlotPerWeekday: weekdayTexts(limits.perSlotPerWeekday),
  perSlotPerDate: dateRows(limits.perSlotPerDate),
});

const transportChoice = (uuids: string[] | null | undefined, known: Set<string>): TransportChoice =>
  uuids === null || uuids === undefined
    ? { every: true, uuids: [] }
    : { every: false, uuids: uuids.filter((u) => known.has(u)) };

/** The slot size most open days use: a sensible default for a day that is opened. */
function usualSlotSize(settings: SchedulingSettings): number {
  const counts = new Map<number, number>();
  for (const h of settings.hoursOfOperation)
    counts.set(h.slotSizeMinutes, (counts.get(h.slotSizeMinutes) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 30;
}

export function emptyAdvisorValues(dealerAssociateUuid: string): AdvisorValues {
  return {
    dealerAssociateUuid,
    weeklySchedule: weekdayNames.map(() => ({ mode: 'department', from: '', to: '' })),
    weeklySlotsOff: [],
    dateSlotsOff: [],
    recurringScheduleStartDate: '',
    perWeekday: weekdayNames.map(() => ''),
    perDate: [],
    perSlotPerWeekday: weekdayNames.map(() => ''),
    perSlotPerDate: [],
    transport: { every: true, uuids: [] },
  };
}

/** The week's opening hours; a closed day offers the usual times, should the advisor open it. */
function hoursFrom(settings: SchedulingSettings): DayHours[] {
  const slotSize = String(usualSlotSize(settings));
  return weekdayNames.map((_, weekday) => {
    const day = settings.hoursOfOperation.find((h) => h.weekday === weekday);
    return day
      ? {
          open: true,
          opensAt: day.opensAt,
          closesAt: showEnd(day.closesAt),
          slotSizeMinutes: String(day.slotSizeMinutes),
        }
      : { open: false, opensAt: '08:00', closesAt: '17:00', slotSizeMinutes: slotSize };
  });
}

function closuresFrom(closures: SchedulingRules['closures']): ClosureRow[] {
  return [...closures]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((c) => ({ date: c.date, from: c.from ?? '', to: c.to ? showEnd(c.to) : '', reason: c.reason }));
}

function dealerLimitsFrom(limits: SchedulingRules['dealerLimits']): SettingsValues['dealerLimits'] {
  return {
    ...limitSet(limits),
    unavailableSlots: limits.unavailableSlots.map((s) =>
      s.date
        ? { repeat: 'date', weekday: '1', date: s.date, time: s.time }
        : { repeat: 'weekday', weekday: String(s.weekday ?? 1), date: '', time: s.time },
    ),
  };
}

/** An advisor's own rules; every weekday without one follows the department's hours. */
function advisorValuesFrom(
  saved: SchedulingRules['advisors'][number],
  optionUuids: Set<string>,
): AdvisorValues {
  const weeklySchedule = weekdayNames.map((): AdvisorDay => ({ mode: 'department', from: '', to: '' }));
  for (const day of saved.weeklySchedule) {
    weeklySchedule[day.weekday] = day.hours
      ? { mode: 'custom', from: day.hours.from, to: showEnd(day.hours.to) }
      : { mode: 'off', from: '', to: '' };
  }
  return {
    dealerAssociateUuid: saved.dealerAssociateUuid,
    weeklySchedule,
    weeklySlotsOff: saved.weeklySlotsOff.map((s) => ({
      weekday: String(s.weekday),
      from: s.from,
      to: showEnd(s.to),
    })),
    dateSlotsOff: saved.dateSlotsOff.map((s) => ({
      date: s.date,
      from: s.from ?? '',
      to: s.to ? showEnd(s.to) : '',
    })),
    recurringScheduleStartDate: saved.recurringScheduleStartDate ?? '',
    ...limitSet(saved),
    transport: transportChoice(saved.transportOptionUuids, optionUuids),
  };
}

/** One row per advisor of the department; rules naming an advisor no longer there are dropped. */
function advisorsFrom(settings: SchedulingSettings, optionUuids: Set<string>): AdvisorValues[] {
  return settings.advisors.map((advisor) => {
    const saved = settings.rules.advisors.find((a) => a.dealerAssociateUuid === advisor.uuid);
    return saved ? advisorValuesFrom(saved, optionUuids) : emptyAdvisorValues(advisor.uuid);
  });
}

function transportOptionsFrom(settings: SchedulingSettings): SettingsValues['transportOptions'] {
  return settings.transportOptions.map((option) => {
    const saved = settings.rules.transportOptions.find((t) => t.transportOptionUuid === option.uuid);
    return {
      transportOptionUuid: option.uuid,
      perSlot: text(saved?.perSlot),
      perDay: text(saved?.perDay),
      onlineSharePercent: text(saved?.onlineSharePercent),
    };
  });
}

export function formValuesFrom(settings: SchedulingSettings): SettingsValues {
  const { rules } = settings;
  // A team or advisor's choice of a retired transport option is dropped from the form.
  const optionUuids = new Set(settings.transportOptions.map((o) => o.uuid));
  return {
    hours: hoursFrom(settings),
    minimumNoticeMinutes: String(rules.minimumNoticeMinutes),
    closures: closuresFrom(rules.closures),
    dealerLimits: dealerLimitsFrom(rules.dealerLimits),
    advisors: advisorsFrom(settings, optionUuids),
    combinedAdvisorLimits: {
      perWeekday: weekdayTexts(rules.combinedAdvisorLimits.perWeekday),
      perDate: dateRows(rules.combinedAdvisorLimits.perDate),
      perSlot: text(rules.combinedAdvisorLimits.perSlot),
    },
    teams: settings.teams.map((team) => {
      const saved = rules.teamTransportOptions.find((t) => t.teamUuid === team.uuid);
      return { teamUuid: team.uuid, transport: transportChoice(saved?.transportOptionUuids, optionUuids) };
    }),
    transportOptions: transportOptionsFrom(settings),
    recallCampaigns: {
      leadTimeMinutes: text(rules.recallCampaigns.leadTimeMinutes),
      dailyLimit: text(rules.recallCampaigns.dailyLimit),
    },
    capacityPlanning: {
      laborMinutesPerWeekday: weekdayTexts(rules.capacityPlanning.laborMinutesPerWeekday),
      laborMinutesPerDate: dateRows(rules.capacityPlanning.laborMinutesPerDate),
    },
    opcodes: settings.opcodeLimits.map((o) => ({
      opcodeUuid: o.opcodeUuid,
      leadTimeMinutes: text(o.leadTimeMinutes),
      dailyLimits: weekdayTexts(o.dailyLimits),
    })),
  };
}

// --- turning the form into the PUT body ----------------------------------------------------

export type FieldErrors = Record<string, string>;
export type SaveBodyResult = { ok: true; body: SaveSchedulingSettings } | { ok: false; errors: FieldErrors };

const maxLimit = 100_000;
const maxMinutes = 60 * 24 * 60;
const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Reads typed values, collecting one message per field key. */
class Reader {
  readonly errors: FieldErrors = {};

  fail(key: string, message: string): void {
    if (!(key in this.errors)) this.errors[key] = message;
  }

  /** A whole number in range; blank is null unless required. */
  whole(value: string, key: string, max = maxLimit, required = false): number | null {
    const trimmed = value.trim();
    if (trimmed === '') {
      if (required) this.fail(key, 'Enter a number.');
      return null;
    }
    if (!/^\d+$/.test(trimmed) || Number(trimmed) > max) {
      this.fail(key, `Enter a whole number from 0 to ${max.toLocaleString('en-US')}.`);
      return null;
    }
    return Number(trimmed);
  }

  time(value: string, key: string): string | null {
    if (value === '') {
      this.fail(key, 'Enter a time.');
      return null;
    }
    if (!timePattern.test(value)) {
      this.fail(key, 'Enter a time such as 08:30.');
      return null;
    }
    return value;
  }

  date(value: string, key: string): string | null {
    if (value === '') {
      this.fail(key, 'Enter a date.');
      return null;
    }
    if (!isCalendarDate(value)) {
      this.fail(key, 'Enter a date such as 2026-07-04.');
      return null;
    }
    return value;
  }

  /** A from–to range within one day; the end may be midnight (typed as 00:00). */
  range(from: string, to: string, key: string): { from: string; to: string } | null {
    const start = this.time(from, `${key}.from`);
    const end = this.time(to, `${key}.to`);
    if (start === null || end === null) return null;
    const closing = readEnd(end);
    if (start >= closing) {
      this.fail(`${key}.to`, 'The end must be after the start.');
      return null;
    }
    return { from: start, to: closing };
  }

  /** Both times or neither (the whole day). */
  optionalRange(from: string, to: string, key: string): { from: string; to: string } | 'whole-day' | null {
    if (from === '' && to === '') return 'whole-day';
    if (from === '' || to === '') {
      this.fail(`${key}.${from === '' ? 'from' : 'to'}`, 'Enter both times, or neither for the whole day.');
      return null;
    }
    return this.range(from, to, key);
  }

  weekdayLimits(texts: WeekdayTexts, key: string, max = maxLimit): Array<{ weekday: number; limit: number }> {
    return texts.flatMap((value, weekday) => {
      const limit = this.whole(value, `${key}.${weekday}`, max);
      return limit === null ? [] : [{ weekday, limit }];
    });
  }

  dateLimits(rows: DateLimitRow[], key: string, max = maxLimit): Array<{ date: string; limit: number }> {
    const seen = new Set<string>();
    return rows.flatMap((row, index) => {
      const date = this.date(row.date, `${key}.${index}.date`);
      const limit = this.whole(row.limit, `${key}.${index}.limit`, max, true);
      if (date !== null && seen.has(date)) this.fail(`${key}.${index}.date`, 'This date is listed twice.');
      if (date !== null) seen.add(date);
      return date === null || limit === null ? [] : [{ date, limit }];
    });
  }

  /** The four limits a dealer or an advisor has: per day and per slot, by weekday and by date. */
  limitSet(limits: LimitSet, key: string) {
    return {
      perWeekday: this.weekdayLimits(limits.perWeekday, `${key}.perWeekday`),
      perDate: this.dateLimits(limits.perDate, `${key}.perDate`),
      perSlotPerWeekday: this.weekdayLimits(limits.perSlotPerWeekday, `${key}.perSlotPerWeekday`),
      perSlotPerDate: this.dateLimits(limits.perSlotPerDate, `${key}.perSlotPerDate`),
    };
  }

  transport(choice: TransportChoice): string[] | null {
    return choice.every ? null : [...choice.uuids];
  }
}

function readAdvisor(
  read: Reader,
  advisor: AdvisorValues,
  key: string,
): SchedulingRules['advisors'][number] | null {
  type Rules = SchedulingRules['advisors'][number];
  const weeklySchedule = advisor.weeklySchedule.flatMap((day, weekday): Rules['weeklySchedule'] => {
    if (day.mode === 'department') return [];
    if (day.mode === 'off') return [{ weekday, hours: null }];
    const hours = read.range(day.from, day.to, `${key}.weeklySchedule.${weekday}`);
    return hours ? [{ weekday, hours }] : [];
  });
  const weeklySlotsOff = advisor.weeklySlotsOff.flatMap((slot, index) => {
    const range = read.range(slot.from, slot.to, `${key}.weeklySlotsOff.${index}`);
    return range ? [{ weekday: Number(slot.weekday), ...range }] : [];
  });
  const dateSlotsOff = advisor.dateSlotsOff.flatMap((slot, index) => {
    const date = read.date(slot.date, `${key}.dateSlotsOff.${index}.date`);
    const range = read.optionalRange(slot.from, slot.to, `${key}.dateSlotsOff.${index}`);
    if (date === null || range === null) return [];
    return [range === 'whole-day' ? { date, from: null, to: null } : { date, ...range }];
  });
  const start = advisor.recurringScheduleStartDate;
  const rules = {
    dealerAssociateUuid: advisor.dealerAssociateUuid,
    weeklySchedule,
    weeklySlotsOff,
    dateSlotsOff,
    recurringScheduleStartDate: start === '' ? null : read.date(start, `${key}.recurringScheduleStartDate`),
    ...read.limitSet(advisor, key),
    transportOptionUuids: read.transport(advisor.transport),
  };
  // An advisor with nothing set follows the department: leave them out of the document.
  const configured =
    rules.recurringScheduleStartDate !== null ||
    rules.transportOptionUuids !== null ||
    [
      weeklySchedule,
      weeklySlotsOff,
      dateSlotsOff,
      rules.perWeekday,
      rules.perDate,
      rules.perSlotPerWeekday,
      rules.perSlotPerDate,
    ].some((list) => list.length > 0);
  return configured ? rules : null;
}

type SaveBody = Omit<SaveSchedulingSettings, 'version'>;

function readHours(read: Reader, hours: DayHours[]): SaveBody['hoursOfOperation'] {
  return hours.flatMap((day, weekday) => {
    if (!day.open) return [];
    const range = read.range(day.opensAt, day.closesAt, `hours.${weekday}`);
    const slotSizeMinutes = read.whole(day.slotSizeMinutes, `hours.${weekday}.slotSizeMinutes`, 240, true);
    if (slotSizeMinutes !== null && slotSizeMinutes < 5) {
      read.fail(`hours.${weekday}.slotSizeMinutes`, 'Enter a slot size from 5 to 240 minutes.');
    }
    return range && slotSizeMinutes !== null && slotSizeMinutes >= 5
      ? [{ weekday, opensAt: range.from, closesAt: range.to, slotSizeMinutes }]
      : [];
  });
}

function readClosures(read: Reader, closures: ClosureRow[]): SchedulingRules['closures'] {
  return closures.flatMap((closure, index) => {
    const date = read.date(closure.date, `closures.${index}.date`);
    const range = read.optionalRange(closure.from, closure.to, `closures.${index}`);
    if (closure.reason.trim().length > 200)
      read.fail(`closures.${index}.reason`, 'Keep the reason under 200 characters.');
    if (date === null || range === null) return [];
    const reason = closure.reason.trim().slice(0, 200);
    return [range === 'whole-day' ? { date, from: null, to: null, reason } : { date, ...range, reason }];
  });
}

type UnavailableSlot = SchedulingRules['dealerLimits']['unavailableSlots'][number];

function readUnavailableSlots(read: Reader, slots: UnavailableSlotRow[]): UnavailableSlot[] {
  return slots.flatMap((slot, index): UnavailableSlot[] => {
    const key = `dealerLimits.unavailableSlots.${index}`;
    const time = read.time(slot.time, `${key}.time`);
    if (slot.repeat === 'date') {
      const date = read.date(slot.date, `${key}.date`);
      return date === null || time === null ? [] : [{ weekday: null, date, time }];
    }
    return time === null ? [] : [{ weekday: Number(slot.weekday), date: null, time }];
  });
}

function readCombinedAdvisorLimits(
  read: Reader,
  limits: SettingsValues['combinedAdvisorLimits'],
): SchedulingRules['combinedAdvisorLimits'] {
  return {
    perWeekday: read.weekdayLimits(limits.perWeekday, 'combinedAdvisorLimits.perWeekday'),
    perDate: read.dateLimits(limits.perDate, 'combinedAdvisorLimits.perDate'),
    perSlot: read.whole(limits.perSlot, 'combinedAdvisorLimits.perSlot'),
  };
}

/** Only options with a limit set go in the document; the rest are unlimited. */
function readTransportOptionLimits(
  read: Reader,
  options: SettingsValues['transportOptions'],
): SchedulingRules['transportOptions'] {
  return options.flatMap((option, index) => {
    const key = `transportOptions.${index}`;
    const limits = {
      transportOptionUuid: option.transportOptionUuid,
      perSlot: read.whole(option.perSlot, `${key}.perSlot`),
      perDay: read.whole(option.perDay, `${key}.perDay`),
      onlineSharePercent: read.whole(option.onlineSharePercent, `${key}.onlineSharePercent`, 100),
    };
    return limits.perSlot === null && limits.perDay === null && limits.onlineSharePercent === null
      ? []
      : [limits];
  });
}

function readRecallsAndCapacity(
  read: Reader,
  values: SettingsValues,
): Pick<SchedulingRules, 'recallCampaigns' | 'capacityPlanning'> {
  const { recallCampaigns, capacityPlanning } = values;
  return {
    recallCampaigns: {
      leadTimeMinutes: read.whole(
        recallCampaigns.leadTimeMinutes,
        'recallCampaigns.leadTimeMinutes',
        maxMinutes,
      ),
      dailyLimit: read.whole(recallCampaigns.dailyLimit, 'recallCampaigns.dailyLimit'),
    },
    capacityPlanning: {
      laborMinutesPerWeekday: read.weekdayLimits(
        capacityPlanning.laborMinutesPerWeekday,
        'capacityPlanning.laborMinutesPerWeekday',
      ),
      laborMinutesPerDate: read.dateLimits(
        capacityPlanning.laborMinutesPerDate,
        'capacityPlanning.laborMinutesPerDate',
      ),
    },
  };
}

/** The opcodes whose limits changed since `saved`: the API updates just those. */
function readChangedOpcodeLimits(
  read: Reader,
  opcodes: OpcodeLimitValues[],
  saved: OpcodeLimitValues[],
): SaveBody['opcodeLimits'] {
  const before = new Map(saved.map((o) => [o.opcodeUuid, JSON.stringify(o)]));
  return opcodes.flatMap((opcode, index) => {
    const limits = {
      opcodeUuid: opcode.opcodeUuid,
      leadTimeMinutes: read.whole(opcode.leadTimeMinutes, `opcodes.${index}.leadTimeMinutes`, maxMinutes),
      dailyLimits: read.weekdayLimits(opcode.dailyLimits, `opcodes.${index}.dailyLimits`),
    };
    return before.get(opcode.opcodeUuid) === JSON.stringify(opcode) ? [] : [limits];
  });
}

/**
 * The PUT body for these values, or a message per field. Only opcodes whose limits changed since
 * `saved` are sent (the API updates just those).
 */
export function toSaveBody(values: SettingsValues, saved: SettingsValues, version: number): SaveBodyResult {
  const read = new Reader();
  // Read in this order: the first message decides which section and field the page shows first.
  const hoursOfOperation = readHours(read, values.hours);
  const closures = readClosures(read, values.closures);
  const unavailableSlots = readUnavailableSlots(read, values.dealerLimits.unavailableSlots);
  const rules: SchedulingRules = {
    minimumNoticeMinutes: read.whole(values.minimumNoticeMinutes, 'minimumNoticeMinutes', maxMinutes) ?? 0,
    closures,
    dealerLimits: { ...read.limitSet(values.dealerLimits, 'dealerLimits'), unavailableSlots },
    advisors: values.advisors.flatMap((advisor, index) => {
      const rules = readAdvisor(read, advisor, `advisors.${index}`);
      return rules ? [rules] : [];
    }),
    combinedAdvisorLimits: readCombinedAdvisorLimits(read, values.combinedAdvisorLimits),
    teamTransportOptions: values.teams.flatMap((team) =>
      team.transport.every
        ? []
        : [{ teamUuid: team.teamUuid, transportOptionUuids: [...team.transport.uuids] }],
    ),
    transportOptions: readTransportOptionLimits(read, values.transportOptions),
    ...readRecallsAndCapacity(read, values),
  };
  const opcodeLimits = readChangedOpcodeLimits(read, values.opcodes, saved.opcodes);

  if (Object.keys(read.errors).length > 0) return { ok: false, errors: read.errors };
  // The API's own schema is the last word; the checks above only make its messages friendlier.
  const checked = saveSchedulingSettingsSchema.safeParse({ version, hoursOfOperation, rules, opcodeLimits });
  if (!checked.success) {
    return {
      ok: false,
      errors: { form: checked.error.issues[0]?.message ?? 'These settings cannot be saved.' },
    };
  }
  return { ok: true, body: checked.data };
}

/** "90" → "1 h 30 min": a typed number of minutes read back in words. */
export function describeMinutes(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const total = Number(trimmed);
  if (total === 0) return 'none';
  const days = Math.floor(total / (24 * 60));
  const hours = Math.floor((total % (24 * 60)) / 60);
  const minutes = total % 60;
  return [days && `${days} day${days === 1 ? '' : 's'}`, hours && `${hours} h`, minutes && `${minutes} min`]
    .filter(Boolean)
    .join(' ');
}

/** Blank rows the "Add" buttons append. */
export const newRows = {
  dateLimit: (): DateLimitRow => ({ date: '', limit: '' }),
  closure: (): ClosureRow => ({ date: '', from: '', to: '', reason: '' }),
  unavailableSlot: (): UnavailableSlotRow => ({ repeat: 'weekday', weekday: '1', date: '', time: '' }),
  weeklySlotOff: () => ({ weekday: '1', from: '12:00', to: '13:00' }),
  dateSlotOff: () => ({ date: '', from: '', to: '' }),
};
