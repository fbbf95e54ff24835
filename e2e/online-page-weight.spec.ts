import { expect, type Response, test } from '@playwright/test';
import { demoDealer } from './demo';
import { administratorPage, turnOnlineSchedulingOn } from './online';

/** The budget for the booking page's JavaScript, compressed as a phone receives it. */
const budgetBytes = 150_000;
const dealer = demoDealer(0);

type Script = { url: string; encoding: string | undefined; bytes: number };

/** The bytes of a script as they came over the wire (compressed, when the server compressed it). */
async function transferred(response: Response): Promise<Script> {
  const { responseBodySize } = await response.request().sizes();
  return { url: response.url(), encoding: response.headers()['content-encoding'], bytes: responseBodySize };
}

test('the booking page downloads under 150,000 bytes of JavaScript and shows free times', async ({
  browser,
  page,
}) => {
  // Online scheduling on for the demo department, as the booking spec turns it on.
  const admin = await administratorPage(browser);
  await turnOnlineSchedulingOn(admin);
  await admin.context().close();

  // A fresh context: nothing cached, every script the page needs is fetched.
  const scripts: Promise<Script>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(transferred(response));
  });
  // goto waits for the load event: every script the HTML names has arrived by then.
  await page.goto(`/book-online/${dealer.dealerUuid}`);
  await expect(
    page
      .getByRole('list', { name: /^Free times on/ })
      .getByRole('button')
      .first(),
  ).toBeVisible();

  const loaded = await Promise.all(scripts);
  expect(loaded.length, 'the page loads its scripts').toBeGreaterThan(0);
  // Counted as production sends them: gzip, as the server compresses every script.
  expect(loaded.filter((s) => s.encoding !== 'gzip').map((s) => s.url)).toEqual([]);
  const total = loaded.reduce((sum, s) => sum + s.bytes, 0);
  const listing = loaded.map((s) => `${s.bytes} ${new URL(s.url).pathname}`).join('\n');
  expect(total, `JavaScript bytes, gzipped:\n${listing}`).toBeLessThan(budgetBytes);
});
