import { describe, expect, it } from 'vitest';
import type { DepartmentOnlineSettings } from './online-api';
import { isOffered, settingsOf } from './online-settings-model';

const department = {
  departmentUuid: 'd1',
  name: 'Service',
  enabled: false,
  daysAhead: 14,
  minNoticeMinutes: 120,
  transportOptionUuids: null,
  advisorChoice: false,
  bookableAdvisorUuids: null,
  welcomeText: null,
  termsText: null,
  transportOptions: [
    { uuid: 't1', name: 'Wait', optionName: 'WAITER' },
    { uuid: 't2', name: 'Loaner', optionName: 'LOANER' },
  ],
  advisors: [{ uuid: 'a1', name: 'Alex Morgan' }],
  services: [],
  waitlist: [],
} satisfies DepartmentOnlineSettings;

describe('the online settings form', () => {
  it('reads hours of notice as minutes, and a list with everything checked as "all"', () => {
    const form = new FormData();
    form.set('enabled', 'on');
    form.set('daysAhead', '10');
    form.set('minNoticeHours', '24');
    form.append('transportOptionUuids', 't1');
    form.append('bookableAdvisorUuids', 'a1');
    form.set('welcomeText', '  Welcome!  ');
    const body = settingsOf(form, department);
    expect(body).toMatchObject({
      enabled: true,
      daysAhead: 10,
      minNoticeMinutes: 1440,
      transportOptionUuids: ['t1'],
      bookableAdvisorUuids: null,
      advisorChoice: false,
      welcomeText: 'Welcome!',
      termsText: null,
    });
  });

  it('offers every option while none is named', () => {
    expect(isOffered(null, 't2')).toBe(true);
    expect(isOffered(['t1'], 't2')).toBe(false);
  });
});
