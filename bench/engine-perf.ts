/**
 * Timing of the scheduling engine alone (no loading): a 12-advisor department with every rule type
 * configured, 3,000 bookings over 21 days, 21 days evaluated per run.
 *
 *   npx tsx bench/engine-perf.ts
 */
import os from 'node:os';
import { evaluateAvailability } from '../server/scheduling/engine';
import type { EngineBooking, EngineDepartment, SlotRequest } from '../server/scheduling/engine/types';
import { schedulingRulesSchema } from '../server/scheduling/rules';
import { addDays, wallClockToInstant, weekdayOf } from '../server/time/wall-clock';

const timeZone = 'America/Chicago';
const firstDate = '2026-03-02';
const dates = Array.from({ length: 21 }, (_, i) => addDays(firstDate, i));

/** Deterministic pseudo-random numbers, so every run measures the same data. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = mulberry32(42);
const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)] as T;

const advisors = Array.from({ length: 12 }, (_, i) => ({
  uuid: `advisor-${i}`,
  name: `Advisor ${i}`,
  teamUuids: [`team-${i % 3}`],
}));
const teams = [0, 1, 2].map((t) => ({
  uuid: `team-${t}`,
  name: `Team ${t}`,
  advisorUuids: advisors.filter((_, i) => i % 3 === t).map((a) => a.uuid),
}));
const options = ['loaner', 'shuttle', 'waiter', 'drop-off'].map((uuid) => ({ uuid, name: uuid }));
const opcodes = Array.from({ length: 10 }, (_, i) => ({
  uuid: `opcode-${i}`,
  laborOpCode: `OP${i}`,
  leadTimeMinutes: i % 2 === 0 ? 120 : null,
  dailyLimits: [1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, limit: 50 })),
}));

const weekdays = [1, 2, 3, 4, 5, 6];
const rules = schedulingRulesSchema.parse({
  minimumNoticeMinutes: 60,
  closures: [
    { date: dates[5], reason: 'Holiday' },
    { date: dates[8], from: '12:00', to: '14:00', reason: 'Staff meeting' },
  ],
  dealerLimits: {
    perWeekday: weekdays.map((weekday) => ({ weekday, limit: 200 })),
    perDate: [{ date: dates[3], limit: 120 }],
    perSlotPerWeekday: weekdays.map((weekday) => ({ weekday, limit: 10 })),
    perSlotPerDate: [{ date: dates[4], limit: 8 }],
    unavailableSlots: [
      { weekday: 1, time: '12:00' },
      { date: dates[2], time: '07:00' },
    ],
  },
  advisors: advisors.map((a, i) => ({
    dealerAssociateUuid: a.uuid,
    weeklySchedule: [
      { weekday: 6, hours: i % 2 === 0 ? null : { from: '08:00', to: '13:00' } },
      { weekday: 1, hours: { from: '07:00', to: '17:00' } },
    ],
    weeklySlotsOff: weekdays.map((weekday) => ({ weekday, from: '12:00', to: '12:30' })),
    dateSlotsOff: [{ date: dates[(i % 20) + 1] }, { date: dates[(i + 7) % 21], from: '15:00', to: '18:00' }],
    recurringScheduleStartDate: i === 11 ? dates[10] : null,
    perWeekday: weekdays.map((weekday) => ({ weekday, limit: 16 })),
    perDate: [{ date: dates[i % 21], limit: 10 }],
    perSlotPerWeekday: [{ weekday: 2, limit: 2 }],
    perSlotPerDate: [{ date: dates[(i + 3) % 21], limit: 2 }],
    transportOptionUuids: i % 4 === 0 ? ['loaner', 'shuttle'] : null,
  })),
  combinedAdvisorLimits: {
    perWeekday: weekdays.map((weekday) => ({ weekday, limit: 180 })),
    perDate: [{ date: dates[6], limit: 100 }],
    perSlot: 11,
  },
  teamTransportOptions: [{ teamUuid: 'team-2', transportOptionUuids: ['waiter', 'drop-off', 'loaner'] }],
  transportOptions: [
    { transportOptionUuid: 'loaner', perSlot: 3, perDay: 40, onlineSharePercent: 50 },
    { transportOptionUuid: 'shuttle', perSlot: 4, perDay: 60 },
    { transportOptionUuid: 'waiter', perSlot: 5 },
  ],
  recallCampaigns: { leadTimeMinutes: 1440, dailyLimit: 25 },
  capacityPlanning: {
    laborMinutesPerWeekday: weekdays.map((weekday) => ({ weekday, limit: 9000 })),
    laborMinutesPerDate: [{ date: dates[9], limit: 6000 }],
  },
});

const department: EngineDepartment = {
  timeZone,
  hours: weekdays.map((weekday) => ({ weekday, opens: '07:00', closes: '18:00', slotSizeMinutes: 15 })),
  rules,
  advisors,
  teams,
  transportOptions: options,
  opcodes,
};

const openDates = dates.filter((d) => weekdayOf(d) !== 0);
const bookings: EngineBooking[] = Array.from({ length: 3000 }, (_, i) => {
  const date = pick(openDates);
  const minute = 7 * 60 + 15 * Math.floor(random() * 44);
  const wall = `${date}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00`;
  const start = wallClockToInstant(wall, timeZone);
  if (!start.ok) throw new Error(wall);
  const minutes = pick([15, 30, 45, 60]);
  const advisor = random() < 0.9 ? pick(advisors) : null;
  return {
    uuid: `booking-${i}`,
    localDate: date,
    startAt: start.instant,
    endAt: new Date(start.instant.getTime() + minutes * 60_000),
    advisorUuid: advisor?.uuid ?? null,
    teamUuid: advisor?.teamUuids[0] ?? null,
    transportOptionUuid: random() < 0.7 ? pick(options).uuid : null,
    online: random() < 0.3,
    recall: random() < 0.1,
    opcodeUuids: [pick(opcodes).uuid, pick(opcodes).uuid],
    laborMinutes: minutes,
  };
});

const now = wallClockToInstant(`${firstDate}T10:17:00`, timeZone);
if (!now.ok) throw new Error('now');
const baseRequest: SlotRequest = {
  dates,
  now: now.instant,
  advisorUuids: null,
  teamUuid: null,
  transportOptionUuid: null,
  opcodeUuids: ['opcode-0', 'opcode-3'],
  recall: true,
  online: true,
  durationMinutes: 45,
  laborMinutes: 90,
  excludeAppointmentUuid: 'booking-17',
};

/**
 * Wall time is what a caller waits; CPU time (this process, all threads) is what the engine costs
 * and stays meaningful on a busy machine, where wall time also counts waiting for a core.
 */
function measure(name: string, request: SlotRequest, runs = 200) {
  for (let i = 0; i < 30; i++) evaluateAvailability(department, bookings, request);
  const wall: number[] = [];
  const cpu: number[] = [];
  let result = evaluateAvailability(department, bookings, request);
  for (let i = 0; i < runs; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    result = evaluateAvailability(department, bookings, request);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  const slots = result.flatMap((d) => d.slots);
  const available = slots.filter((s) => s.available).length;
  console.log(
    `${name.padEnd(46)} wall p50 ${percentile(wall, 0.5)} p95 ${percentile(wall, 0.95)}  cpu p50 ${percentile(cpu, 0.5)} p95 ${percentile(cpu, 0.95)} ms  (${available}/${slots.length} slots available)`,
  );
}

function percentile(samples: number[], q: number): string {
  const sorted = [...samples].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(2).padStart(6);
}

console.log(
  `21 days x 44 slots, ${advisors.length} advisors, ${teams.length} teams, ${options.length} options, ${bookings.length} bookings, 200 runs; load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`,
);
measure('any advisor, no transport option', baseRequest);
measure('any advisor, loaner (online)', { ...baseRequest, transportOptionUuid: 'loaner' });
measure('team 1, two advisors, shuttle', {
  ...baseRequest,
  teamUuid: 'team-1',
  advisorUuids: ['advisor-1', 'advisor-4'],
  transportOptionUuid: 'shuttle',
});
measure('one advisor, recall, opcodes (mostly blocked)', {
  ...baseRequest,
  advisorUuids: ['advisor-5'],
  durationMinutes: 120,
});
