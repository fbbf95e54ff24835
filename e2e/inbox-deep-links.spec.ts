import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { demoDealers } from '../server/demo/demo-data';
import { twilioSignature } from '../server/messaging/twilio-signature';
import { demo, demoAdvisor, fromOwnPage, signInThroughApi } from './demo';

/** The sandbox's development default for SMS_AUTH_TOKEN (server/env.ts), which signs provider webhooks. */
const smsAuthToken = 'servicebay-sandbox-sms-token';
const noteCount = 30;
const noteText = (i: number) => `Step ${String(i).padStart(2, '0')} of the visit`;

/** Each browser project works in its own demo dealership; every test makes its own customer. */
function dealerFor(projectName: string) {
  const index = projectName === 'phone' ? 1 : 0;
  const dealer = demoDealers[index];
  if (!dealer) throw new Error(`The demo data has no dealer #${index}`);
  return { index, textNumber: dealer.textNumber };
}

/** A phone number of this run (Chicago, never one of the sandbox's failure endings). */
const runPhone = () =>
  `+1312${220 + Math.floor(Math.random() * 600)}${3000 + Math.floor(Math.random() * 6000)}`;

/**
 * A customer of this run with a phone and a thread of `noteCount` internal notes written one after
 * the other, several in the same second, as the signed-in advisor writes them.
 */
async function customerWithThread(page: Page, index: number) {
  const { departmentUuid, apiClient } = demo.dealers[index] ?? {};
  const lastName = `Deeplink${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const phone = runPhone();
  const created = await page.request.post(`/api/customer/v2/department/${departmentUuid}/customer`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${apiClient?.username}:${apiClient?.password}`).toString('base64')}`,
    },
    data: {
      customer: { firstName: 'Lena', lastName, phoneNumbers: [{ phoneNumber: phone, okToText: true }] },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { customerUuid } = (await created.json()) as { customerUuid: string };
  const editor = demoAdvisor(index, 0);
  for (let i = 1; i <= noteCount; i++) {
    const note = await page.request.post(
      `/api/communications/department/${departmentUuid}/customer/${customerUuid}/message`,
      {
        headers: fromOwnPage,
        data: {
          editor: { uuid: editor.userUuid, departmentUuid, type: 'USER' },
          messageAttributes: { body: noteText(i), type: 'NOTE', protocol: 'NONE', isManual: true },
        },
      },
    );
    expect(note.ok(), await note.text()).toBe(true);
  }
  return { customerUuid, name: `Lena ${lastName}`, phone };
}

const conversation = (page: Page) => page.getByRole('region', { name: 'Conversation' });

async function expectThreadOpen(page: Page, name: string) {
  const thread = conversation(page);
  await expect(thread.getByRole('heading', { name })).toBeVisible();
  // Opened at its newest message: the last note is on screen, the first pages are above.
  const newest = thread.getByRole('listitem').filter({ hasText: noteText(noteCount) });
  await expect(newest).toBeInViewport();
  await expect(
    thread.getByRole('listitem').filter({ hasText: noteText(noteCount - 20) }),
  ).not.toBeInViewport();
  return thread;
}

test.describe('inbox deep links and scroll position', () => {
  test('?customer= and /inbox/{thread} open the thread at its newest message, and a reload keeps it', async ({
    page,
  }, testInfo) => {
    const { index } = dealerFor(testInfo.project.name);
    await signInThroughApi(page, demoAdvisor(index, 0));
    const customer = await customerWithThread(page, index);

    // Home's links: the thread opens and the address becomes the thread's own.
    await page.goto(`/inbox?customer=${customer.customerUuid}`);
    await expectThreadOpen(page, customer.name);
    await expect(page).toHaveURL(new RegExp(`/inbox/${customer.customerUuid}$`));

    await page.reload();
    await expectThreadOpen(page, customer.name);

    await page.goto(`/inbox/${customer.customerUuid}`);
    const thread = await expectThreadOpen(page, customer.name);

    // In the order written: notes of the same second are never shuffled.
    const notes = await thread
      .getByRole('listitem')
      .filter({ hasText: / of the visit/ })
      .allTextContents();
    const steps = notes.map((n) => Number(/Step (\d+)/.exec(n)?.[1]));
    expect(steps.length).toBeGreaterThanOrEqual(20);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(steps.at(-1)).toBe(noteCount);

    // Leaving the thread (the list on a phone) changes the address back; a thread picked there is kept.
    if (testInfo.project.name === 'phone') {
      await thread.getByRole('button', { name: '← Back' }).click();
      await expect(page).toHaveURL(/\/inbox$/);
      await page.getByLabel('Search customers').fill(customer.phone.slice(-7));
      await page.getByRole('button', { name: new RegExp(customer.name) }).click();
      await expect(page).toHaveURL(new RegExp(`/inbox/${customer.customerUuid}$`));
      await expect(conversation(page).getByRole('heading', { name: customer.name })).toBeVisible();
    }

    // The composer starts one line high, leaves the thread most of the pane, and grows with its text.
    const box = conversation(page).getByLabel('Message', { exact: true });
    const oneLine = (await box.boundingBox())?.height ?? 0;
    expect(oneLine).toBeGreaterThan(20);
    expect(oneLine).toBeLessThan(48);
    const form = await conversation(page).getByRole('form', { name: 'Write a message' }).boundingBox();
    expect(form?.height).toBeLessThan(testInfo.project.name === 'phone' ? 160 : 120);
    await box.fill('One\nTwo\nThree\nFour');
    await expect.poll(async () => (await box.boundingBox())?.height ?? 0).toBeGreaterThan(oneLine * 2);
  });

  test('a thread is assigned to another advisor of the department, and stays so after a reload', async ({
    page,
  }, testInfo) => {
    const { index } = dealerFor(testInfo.project.name);
    await signInThroughApi(page, demoAdvisor(index, 0));
    const customer = await customerWithThread(page, index);
    const colleague = demoAdvisor(index, 2);

    await page.goto(`/inbox/${customer.customerUuid}`);
    const thread = conversation(page);
    const assignee = thread.getByLabel('Assigned to');
    await expect(assignee.getByRole('option', { name: colleague.name })).toBeAttached();
    await assignee.selectOption({ label: colleague.name });
    await expect(assignee.locator('option:checked')).toHaveText(colleague.name);

    await page.reload();
    await expect(conversation(page).getByLabel('Assigned to').locator('option:checked')).toHaveText(
      colleague.name,
    );
    // The open thread (assignee, composer, messages) has no serious WCAG 2 A/AA violation.
    const scan = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(scan.passes.length).toBeGreaterThan(0);
    const serious = scan.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // The page does not scroll sideways (360 px wide phones included).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    // The colleague finds it under their name in the list.
    const { departmentUuid } = demo.dealers[index] ?? {};
    const mine = await page.request.get(
      `/api/communications/department/${departmentUuid}/inbox?assignedTo=${colleague.userUuid}`,
    );
    const threads = ((await mine.json()) as { threads: Array<{ customerUuid: string }> }).threads;
    expect(threads.map((t) => t.customerUuid)).toContain(customer.customerUuid);
  });

  test('the navigation shows unread messages on the Inbox entry', async ({ page, baseURL }, testInfo) => {
    const { index, textNumber } = dealerFor(testInfo.project.name);
    await signInThroughApi(page, demoAdvisor(index, 1));
    const customer = await customerWithThread(page, index);
    const url = `${baseURL}/api/webhooks/sms/inbound`;
    const form = {
      From: customer.phone,
      To: textNumber,
      Body: `Is it done? ${Date.now()}`,
      MessageSid: `SMe2e${Date.now()}${Math.random().toString(36).slice(2)}`,
    };
    const reply = await page.request.post(url, {
      form,
      headers: { 'x-twilio-signature': twilioSignature(smsAuthToken, url, form) },
    });
    expect(reply.status(), await reply.text()).toBe(200);

    // This customer's reply is unread until someone opens the thread: the badge counts it.
    await page.goto('/schedule');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: /^Inbox, \d+ unread$/ })).toBeVisible({ timeout: 20_000 });

    // The exact wording, with a count the test controls.
    await page.route('**/inbox/unread', (route) =>
      route.fulfill({ json: { unreadCount: 3, unreadThreads: 2, requestUuid: 'e2e', errors: [] } }),
    );
    await page.reload();
    const inbox = nav.getByRole('link', { name: 'Inbox, 3 unread' });
    await expect(inbox).toBeVisible();
    await expect(inbox).toHaveText('Inbox3');

    // Opening the thread reads the reply: the count the badge shows no longer holds it.
    await page.unroute('**/inbox/unread');
    await page.goto(`/inbox/${customer.customerUuid}`);
    await expect(conversation(page).getByRole('listitem').filter({ hasText: form.Body })).toBeVisible();
    const { departmentUuid } = demo.dealers[index] ?? {};
    await expect
      .poll(async () => {
        const res = await page.request.get(
          `/api/communications/department/${departmentUuid}/inbox?search=${customer.phone.slice(-7)}`,
        );
        const { threads } = (await res.json()) as {
          threads: Array<{ customerUuid: string; unreadCount: number }>;
        };
        return threads.find((t) => t.customerUuid === customer.customerUuid)?.unreadCount;
      })
      .toBe(0);
  });
});
