import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as availabilityRoute } from '@/app/api/appointment/v2/department/[dealerDepartmentUuid]/availability/route';
import { publicOrigin } from '../../server/core/public-origin';
import { forgetEvaluatedDays } from '../../server/scheduling/day-result-cache';
import { forgetAllAvailability } from '../../server/scheduling/remembered-availability';
import { forgetAvailabilityAnswers } from '../../server/scheduling/remembered-availability-answers';
import { addDays, instantToLocalDate, startOfLocalDay } from '../../server/time/wall-clock';
import { createFullAccessClient, type TestClient, type TestServiceSetup, type TestTenant } from '../fixtures';
import { bookForNewCustomer } from '../support/book-through-route';
import { createBookableTenant } from '../support/bookable-tenant';
import { changeSchedulingRules } from '../support/scheduling-settings';

type Body = Record<string, unknown>;

const timeZone = 'America/Chicago';
const noticeMinutes = 90;
const recallLeadMinutes = 300;
let own: TestTenant;
let client: TestClient;
let setup: TestServiceSetup;
let firstDate = '';

beforeAll(async () => {
  ({ tenant: own, setup } = await createBookableTenant());
  client = await createFullAccessClient(own);
  await changeSchedulingRules(own, client, (rules) => {
    rules.minimumNoticeMinutes = noticeMinutes;
    rules.recallCampaigns = { leadTimeMinutes: recallLeadMinutes, dailyLimit: null };
  });
  firstDate = addDays(instantToLocalDate(new Date(), timeZone), 10);
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterAll(() => {
  vi.useRealTimers();
});

/** The availability route's answer as the bytes it sends. */
async function answerText(query: string, body: Body): Promise<string> {
  const request = new Request(
    `http://localhost/api/appointment/v2/department/${own.departmentUuid}/availability?${query}`,
    {
      method: 'POST',
      headers: {
        authorization: client.authorization,
        'content-type': 'application/json',
        origin: publicOrigin(),
      },
      body: JSON.stringify(body),
    },
  );
  const response = await availabilityRoute(request, {
    params: Promise.resolve({ dealerDepartmentUuid: own.departmentUuid }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json');
  return text;
}

/** What a process that remembers nothing answers at this instant. */
async function freshAnswerText(query: string, body: Body): Promise<string> {
  forgetAvailabilityAnswers();
  forgetEvaluatedDays();
  forgetAllAvailability();
  return answerText(query, body);
}

async function book(date: string, time: string): Promise<void> {
  await bookForNewCustomer(own, client, `${date}T${time}:00`);
}

/** A small seeded generator, so that a failure can be replayed. */
function randomOf(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T };
}

const queries = [
  'fetchAvailability=true',
  'fetchAvailability=false',
  'includeAllSlots=true&refreshSelectionState=true',
];
const times = Array.from(
  { length: 22 },
  (_, i) => `${String(7 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

describe('remembered availability answers', () => {
  it('are, at any later instant and after any booking, byte for byte what a fresh evaluation answers', async () => {
    const random = randomOf(20261127);
    const dates = [firstDate, addDays(firstDate, 1), addDays(firstDate, 2)];
    const hourMs = 3_600_000;
    const outcomes = { same: 0, changed: 0 };
    // The clock walks from 8 hours before the first date starts through the next day and a half:
    // across the instants where each date stops being settled (its notice, 90 minutes before it
    // starts; a recall's lead time, 5 hours before) and through its slots as they come within
    // notice. Each question is answered at one instant, remembered, and asked again hours later.
    let clock = startOfLocalDay(firstDate, timeZone).getTime() - 8 * hourMs;
    for (let round = 0; round < 24; round++) {
      const query = random.pick(queries);
      const recall = random.next() < 0.5;
      const body: Body = {
        dates: random.next() < 0.5 ? dates : [dates[1], dates[0]],
        ...(random.next() < 0.5 ? { operationUuidList: [setup.opcodeUuid] } : {}),
        ...(recall ? { recall: true } : {}),
      };
      vi.setSystemTime(clock);
      const freshThen = await freshAnswerText(query, body);
      expect(await answerText(query, body)).toBe(freshThen);
      clock += Math.floor(random.next() * 4 * hourMs);
      vi.setSystemTime(clock);
      if (random.next() < 0.3) await book(random.pick(dates), random.pick(times));
      const later = await answerText(query, body);
      const freshNow = await freshAnswerText(query, body);
      expect(later, `asked again at ${new Date(clock).toISOString()}`).toBe(freshNow);
      outcomes[later === freshThen ? 'same' : 'changed'] += 1;
      clock += Math.floor(random.next() * 30 * 60_000);
    }
    // Both kinds happened: answers that stayed the same, and answers the clock or a booking changed.
    expect(outcomes.same).toBeGreaterThan(3);
    expect(outcomes.changed).toBeGreaterThan(3);
  });
});
