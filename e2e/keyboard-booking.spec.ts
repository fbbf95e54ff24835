import { expect, type Locator, type Page, test } from '@playwright/test';
import { demoAdvisor, demoDealer, signInThroughApi } from './demo';

const dealer = demoDealer(0);
const partner = {
  authorization: `Basic ${Buffer.from(`${dealer.apiClient.username}:${dealer.apiClient.password}`).toString('base64')}`,
};

/** Most key presses a whole booking may take, without the letters of the customer's name. */
const keyBudget = 30;

/**
 * The keyboard of one booking: every key pressed goes through here and is counted, and nothing
 * is clicked. Typing the search term is counted apart (it is the customer's name, not navigation).
 */
class Keyboard {
  presses: string[] = [];
  typed = 0;
  constructor(private readonly page: Page) {}

  async press(key: string) {
    this.presses.push(key);
    await this.page.keyboard.press(key);
  }

  async type(text: string) {
    this.typed += text.length;
    await this.page.keyboard.type(text);
  }

  /** Tab (forward) until `target` has focus; fails when it is not reached within `most` presses. */
  async tabTo(target: Locator, most = 12) {
    await expect(target).toBeVisible();
    for (let i = 0; i < most; i++) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await this.press('Tab');
    }
    await expect(target, `reached within ${most} Tabs`).toBeFocused();
  }
}

test.describe('booking by keyboard alone', () => {
  test(`books a visit through the wizard in at most ${keyBudget} key presses`, async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'A phone has no keyboard to Tab with.');
    const lastName = `Keys${Date.now().toString(36).slice(-6)}`;
    const created = await page.request.post(`/api/customer/v2/department/${dealer.departmentUuid}/customer`, {
      headers: partner,
      data: {
        customer: { firstName: 'Kim', lastName },
        vehicles: [{ vehicleMake: 'Honda', vehicleModel: 'Fit', vehicleYear: 2019 }],
      },
    });
    expect(created.ok(), await created.text()).toBe(true);

    await signInThroughApi(page, demoAdvisor(0, 1));
    await page.goto('/book');
    await expect(page.getByRole('heading', { name: 'Book an appointment', level: 1 })).toBeVisible();
    const keys = new Keyboard(page);
    const heading = (name: string) => page.getByRole('heading', { name, level: 2 });
    const continueButton = page.getByRole('button', { name: 'Continue' });

    // A fresh booking starts in the customer search.
    await expect(page.getByLabel('Search customers')).toBeFocused();
    await keys.type(lastName);
    const match = page
      .getByRole('list', { name: 'Matching customers' })
      .getByRole('button', { name: /^Kim / });
    await keys.tabTo(match);
    await keys.press('Enter');
    await expect(match).toHaveAttribute('aria-pressed', 'true');
    await keys.tabTo(continueButton);
    await keys.press('Enter');

    // The customer's one car is chosen for them; Enter in a field continues, as in a form.
    await expect(heading('Vehicle')).toBeFocused();
    await keys.tabTo(page.getByRole('radio', { checked: true }));
    await keys.press('Enter');

    await expect(heading('Services')).toBeFocused();
    const service = page.getByRole('checkbox').first();
    await keys.tabTo(service);
    await keys.press('Space');
    await expect(service).toBeChecked();
    await keys.press('Enter');

    await expect(heading('Transport')).toBeFocused();
    const firstOption = page.getByRole('radio').first();
    await keys.tabTo(firstOption);
    await keys.press('Space');
    await expect(firstOption).toBeChecked();
    await keys.press('Enter');

    // Any advisor will do.
    await expect(heading('Advisor')).toBeFocused();
    await keys.tabTo(continueButton);
    await keys.press('Enter');

    // The days are one tab stop, and so are the times, on the first free one.
    await expect(heading('Date and time')).toBeFocused();
    const times = page.getByRole('list', { name: /^Times on / });
    // Early in the day the first times are within the notice and unavailable: the first free one.
    await keys.tabTo(times.getByRole('button', { pressed: false, disabled: false }).first());
    await keys.press('Enter');
    await expect(times.getByRole('button', { pressed: true })).toBeFocused();
    await keys.tabTo(continueButton);
    await keys.press('Enter');

    await expect(heading('Reminders')).toBeFocused();
    await keys.tabTo(page.getByRole('checkbox').first());
    await keys.press('Enter');

    await expect(heading('Review')).toBeFocused();
    await keys.tabTo(page.getByRole('button', { name: 'Book appointment' }));
    await keys.press('Enter');
    await expect(page.getByRole('heading', { name: 'Appointment booked' })).toBeVisible();

    testInfo.annotations.push({
      type: 'key presses',
      description: `${keys.presses.length} (${keys.presses.join(' ')}), and ${keys.typed} letters typed`,
    });
    expect(keys.presses.length, keys.presses.join(' ')).toBeLessThanOrEqual(keyBudget);
  });

  test('the times are one tab stop; the arrow keys move between them', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'A phone has no keyboard to Tab with.');
    await signInThroughApi(page, demoAdvisor(0, 1));
    await page.goto('/book?start=time');
    const times = page.getByRole('list', { name: /^Times on / });
    const buttons = times.getByRole('button');
    await expect(buttons.nth(1)).toBeVisible();
    // The tab stop is the first free time; every other time is out of the Tab order.
    await expect(times.locator('button[tabindex="0"]')).toHaveCount(1);
    const stop = times.locator('button[tabindex="0"]');
    await stop.focus();
    const index = await buttons.evaluateAll((all: Element[]) =>
      document.activeElement ? all.indexOf(document.activeElement) : -1,
    );
    await page.keyboard.press('ArrowRight');
    await expect(buttons.nth(index + 1)).toBeFocused();
    await expect(buttons.nth(index + 1)).toHaveAttribute('tabindex', '0');
    await page.keyboard.press('Home');
    await expect(buttons.first()).toBeFocused();
    await page.keyboard.press('End');
    await expect(buttons.last()).toBeFocused();
    // Tab leaves the times altogether.
    await page.keyboard.press('Tab');
    await expect(times.getByRole('button').and(page.locator(':focus'))).toHaveCount(0);
  });
});
