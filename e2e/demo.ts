import { expect, type Page } from '@playwright/test';
import { formatWallTime } from '../components/ui/clock';
import { demoInfo } from '../server/demo/demo-data';
import { demoClosedMonthDays } from '../server/demo/demo-scheduling-rules';

/** The seeded demo dealership group the e2e server starts with (same data serve.ts seeds). */
export const demo = demoInfo();

export type DemoAdvisor = (typeof demo.dealers)[number]['advisors'][number];

export function demoDealer(index = 0) {
  const dealer = demo.dealers[index];
  if (!dealer) throw new Error(`The demo data has no dealer #${index}`);
  return dealer;
}

export function demoAdvisor(dealerIndex = 0, advisorIndex = 0): DemoAdvisor {
  const advisor = demoDealer(dealerIndex).advisors[advisorIndex];
  if (!advisor) throw new Error(`Demo dealer #${dealerIndex} has no advisor #${advisorIndex}`);
  return advisor;
}

/** The Origin our own pages' writes carry; a cookie write without it is refused as cross-site. */
export const fromOwnPage = { origin: `http://127.0.0.1:${process.env.E2E_PORT}` };

/**
 * Signs in through next-auth's credentials endpoint, without the form: specs that are about other
 * pages start signed in quickly. The request shares the page's cookie jar.
 */
export async function signInThroughApi(page: Page, advisor: DemoAdvisor): Promise<void> {
  const csrf = await page.request.get('/api/auth/csrf');
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const response = await page.request.post('/api/auth/callback/credentials', {
    headers: fromOwnPage,
    form: { csrfToken, username: advisor.login, password: advisor.password, json: 'true' },
  });
  expect(response.ok(), `signing in as ${advisor.login}`).toBe(true);
}

/** `day` or the next date after it on which the demo dealers are open on a weekday (yyyy-MM-dd). */
export function openWeekdayFrom(day: Date): string {
  const next = new Date(day);
  const closed = (d: Date) =>
    d.getUTCDay() === 0 ||
    d.getUTCDay() === 6 ||
    (demoClosedMonthDays as readonly string[]).includes(d.toISOString().slice(5, 10));
  while (closed(next)) next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** A wall-clock HH:mm as the demo dealerships' pages write it (their profiles keep the 12-hour default). */
export const shownTime = (hhmm: string): string => formatWallTime(hhmm, '12h');

/** A time as the pages write it (4:15 PM) back to HH:mm (16:15). */
export function wallTimeOf(shown: string): string {
  const match = /^(\d{1,2}):(\d{2})(?: ([AP])M)?$/.exec(shown.trim());
  if (!match) throw new Error(`Not a time: ${shown}`);
  const hour = (Number(match[1]) % (match[3] ? 12 : 24)) + (match[3] === 'P' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}
