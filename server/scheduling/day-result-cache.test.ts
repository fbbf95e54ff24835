import { beforeEach, describe, expect, it } from 'vitest';
import { at, department, monday } from '../../test/engine-fixtures';
import { addDays } from '../time/wall-clock';
import { evaluateRemembered, forgetEvaluatedDays, type RememberedRequest } from './day-result-cache';
import type { DayResult } from './engine/types';

const tuesday = addDays(monday, 1);
const wednesday = addDays(monday, 2);

/** An evaluation that records the dates it was asked for. */
function recording() {
  const asked: string[][] = [];
  const evaluate = (dates: string[]): DayResult[] => {
    asked.push(dates);
    return dates.map((date) => ({ date, slotSizeMinutes: 30, open: true, slots: [], warnings: [] }));
  };
  return { asked, evaluate };
}

const request = (fields: Partial<RememberedRequest> = {}): RememberedRequest => ({
  dates: [monday, tuesday, wednesday],
  now: at('2026-03-02T09:00'),
  opcodeUuids: [],
  recall: false,
  key: 'any advisor',
  ...fields,
});

const versions = (days: Record<string, string> = {}) => ({
  department: 'v1',
  days: new Map(Object.entries(days)),
});

beforeEach(() => forgetEvaluatedDays());

describe('evaluated days remembered', () => {
  it('evaluates each day once while nothing it depends on changes, answering in the dates’ order', () => {
    const { asked, evaluate } = recording();
    const first = evaluateRemembered(department(), versions({ [monday]: 'a' }), request(), evaluate);
    const second = evaluateRemembered(department(), versions({ [monday]: 'a' }), request(), evaluate);
    expect(asked).toEqual([[monday, tuesday, wednesday]]);
    expect(second).toEqual(first);
    expect(second.map((d) => d.date)).toEqual([monday, tuesday, wednesday]);
  });

  it('evaluates again only the day whose bookings changed', () => {
    const { asked, evaluate } = recording();
    evaluateRemembered(department(), versions({ [tuesday]: 'a' }), request(), evaluate);
    evaluateRemembered(department(), versions({ [tuesday]: 'b' }), request(), evaluate);
    expect(asked).toEqual([[monday, tuesday, wednesday], [tuesday]]);
  });

  it('evaluates every day again for another department configuration or another request', () => {
    const { asked, evaluate } = recording();
    evaluateRemembered(department(), versions(), request(), evaluate);
    evaluateRemembered(department(), { ...versions(), department: 'v2' }, request(), evaluate);
    evaluateRemembered(department(), versions(), request({ key: 'advisor ann' }), evaluate);
    expect(asked).toHaveLength(3);
  });

  it('always evaluates a day that starts within the lead time a rule applies', () => {
    const { asked, evaluate } = recording();
    // Monday starts 70 hours after "now", inside 72 hours of notice: its answer depends on the time asked.
    const dept = department({ rules: { minimumNoticeMinutes: 72 * 60 } });
    const now = at('2026-03-06T01:00');
    evaluateRemembered(dept, versions(), request({ now }), evaluate);
    evaluateRemembered(dept, versions(), request({ now }), evaluate);
    expect(asked).toEqual([[monday, tuesday, wednesday], [monday]]);
  });

  it('counts the lead time of the requested opcodes and of recalls', () => {
    const dept = department({
      rules: { recallCampaigns: { leadTimeMinutes: 48 * 60 } },
      opcodes: [{ uuid: 'oil', laborOpCode: 'OIL', leadTimeMinutes: 24 * 60, dailyLimits: [] }],
    });
    const now = at('2026-03-08T12:00');
    const withOpcode = recording();
    evaluateRemembered(dept, versions(), request({ now, opcodeUuids: ['oil'] }), withOpcode.evaluate);
    evaluateRemembered(dept, versions(), request({ now, opcodeUuids: ['oil'] }), withOpcode.evaluate);
    expect(withOpcode.asked).toEqual([[monday, tuesday, wednesday], [monday]]);
    const withRecall = recording();
    evaluateRemembered(dept, versions(), request({ now, recall: true, key: 'recall' }), withRecall.evaluate);
    evaluateRemembered(dept, versions(), request({ now, recall: true, key: 'recall' }), withRecall.evaluate);
    expect(withRecall.asked).toEqual([
      [monday, tuesday, wednesday],
      [monday, tuesday],
    ]);
  });
});
