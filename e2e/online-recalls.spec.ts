import { expect, test } from '@playwright/test';
import { demoRecall } from '../server/demo/demo-data';
import { demoDealer } from './demo';
import { administratorPage, expectAccessible, sandboxCode, turnOnlineSchedulingOn } from './online';

const dealer = demoDealer(0);

test.describe('recall campaigns', () => {
  test.skip(({ isMobile }) => isMobile, 'The phone project checks the administration page at phone width.');

  test("a new customer's car has an open recall: it is offered ticked, booked free, and the advisor sees it", async ({
    page,
    browser,
  }) => {
    const admin = await administratorPage(browser);
    await turnOnlineSchedulingOn(admin);

    // The administration lists the demo's campaign.
    await admin.goto(`/admin/${dealer.dealerUuid}/recalls`);
    await expect(admin.getByRole('heading', { name: 'Recall campaigns' })).toBeVisible();
    const campaign = admin
      .getByRole('listitem')
      .filter({ hasText: `${demoRecall.title} ${demoRecall.oemRecallId}` });
    await expect(campaign).toContainText('2018–2020 Honda Accord');
    await expect(campaign).toContainText(`Repair ${demoRecall.repair.code}, 90 min`);
    await expectAccessible(admin, 'administration');

    // The customer books with a 2019 Accord: the recall is offered once the car is known.
    await page.goto(`/book-online/${dealer.dealerUuid}`);
    await page
      .getByRole('group', { name: 'Day' })
      .getByRole('button', { name: /free times$/ })
      .nth(2)
      .click();
    await page
      .getByRole('list', { name: /^Free times on/ })
      .getByRole('button')
      .first()
      .click();
    const phone = `(312) 6${String(Date.now()).slice(-2)}-${String(Math.floor(Math.random() * 7000) + 3000)}`;
    await page.getByLabel('Mobile number').fill(phone);
    await page.getByRole('button', { name: 'Text me a code' }).click();
    await page.getByLabel(/^Code we texted to/).fill(await sandboxCode(admin, phone));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByLabel('First name', { exact: true }).fill('Jordan');
    await page.getByLabel('Last name', { exact: true }).fill('Recall');
    await page.getByLabel('Year', { exact: true }).fill('2019');
    await page.getByLabel('Make', { exact: true }).fill('Honda');
    await page.getByLabel('Model', { exact: true }).fill('Accord');
    await page.getByRole('button', { name: 'Review' }).click();
    const recalls = page.getByRole('group', { name: 'Open recalls for your vehicle' });
    const recall = recalls.getByRole('checkbox', { name: new RegExp(demoRecall.title) });
    await expect(recall).toBeChecked();
    await expect(recalls.getByText('Free · 1 h 30 min')).toBeVisible();
    await expectAccessible(page, 'review with a recall');
    const booking = page.waitForResponse((r) => r.url().endsWith('/bookings'));
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    const answer = await booking;
    expect(answer.status(), await answer.text()).toBe(201);
    const { appointmentUuid, services } = (await answer.json()) as {
      appointmentUuid: string;
      services: { name: string; price: string }[];
    };
    expect(services).toContainEqual({ name: demoRecall.title, price: '0.00' });
    await expect(page.getByRole('heading', { name: 'You are booked' })).toBeVisible();

    // The advisor's appointment page shows the recall's repair, free.
    await admin.goto(`/appointments/${appointmentUuid}`);
    const row = admin.getByRole('row').filter({ hasText: demoRecall.repair.name });
    await expect(row).toContainText(`Recall ${demoRecall.oemRecallId}`);
    await expect(row).toContainText(demoRecall.repair.code);
    await expect(row).toContainText('$0.00');
  });
});

test.describe('recall campaigns on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'The desktop project books with a recall.');

  test('the administration page fits a phone, passes axe, and its close dialog works from the keyboard', async ({
    browser,
  }) => {
    const admin = await administratorPage(browser);
    await admin.setViewportSize({ width: 360, height: 780 });
    await admin.goto(`/admin/${dealer.dealerUuid}/recalls`);
    await expect(admin.getByRole('listitem').filter({ hasText: demoRecall.oemRecallId })).toBeVisible();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(admin, 'administration on a phone');
    const close = admin.getByRole('button', { name: `Close recall ${demoRecall.oemRecallId}` });
    await close.focus();
    await admin.keyboard.press('Enter');
    await expect(
      admin.getByRole('dialog', { name: `Close recall ${demoRecall.oemRecallId}?` }),
    ).toBeVisible();
    await admin.keyboard.press('Escape');
    await expect(admin.getByRole('dialog')).toBeHidden();
    await expect(admin.getByRole('form', { name: 'New recall campaign' })).toBeVisible();
  });
});
