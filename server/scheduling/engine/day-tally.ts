import type { DayBookings } from './booking-index';
import type { EngineOpcode } from './types';

/** What the whole-day limits count of a date's bookings. */
export type DayTally = {
  total: number;
  withAdvisor: number;
  laborMinutes: number;
  recall: number;
  /** Bookings per transport option, all and online ones. */
  byOption: Map<string, { all: number; online: number }>;
  /** Bookings per requested opcode. */
  byOpcode: Map<string, number>;
};

/** Counts a date's bookings in one pass. */
export function tallyBookings(day: DayBookings, opcodes: EngineOpcode[]): DayTally {
  let withAdvisor = 0;
  let laborMinutes = 0;
  let recall = 0;
  const byOption = new Map<string, { all: number; online: number }>();
  const byOpcode = new Map<string, number>();
  for (const b of day.all) {
    if (b.advisorUuid !== null) withAdvisor++;
    laborMinutes += b.laborMinutes;
    if (b.recall) recall++;
    if (b.transportOptionUuid !== null) {
      const n = byOption.get(b.transportOptionUuid);
      if (n) {
        n.all++;
        if (b.online) n.online++;
      } else byOption.set(b.transportOptionUuid, { all: 1, online: b.online ? 1 : 0 });
    }
    for (const op of opcodes) {
      if (b.opcodeUuids.includes(op.uuid)) byOpcode.set(op.uuid, (byOpcode.get(op.uuid) ?? 0) + 1);
    }
  }
  return { total: day.all.length, withAdvisor, laborMinutes, recall, byOption, byOpcode };
}
