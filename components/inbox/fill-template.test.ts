import { describe, expect, it } from 'vitest';
import { fillTemplate } from './fill-template';

describe('fillTemplate', () => {
  it('fills what is known and leaves the rest visible', () => {
    const body = 'Hi {customerName}, see you {appointmentTime}. Call {dealershipPhone}. {unknown}';
    expect(
      fillTemplate(body, { customerName: 'Casey Doe', appointmentTime: null, dealershipPhone: ' ' }),
    ).toBe('Hi Casey Doe, see you {appointmentTime}. Call {dealershipPhone}. {unknown}');
  });

  it('fills every occurrence', () => {
    expect(
      fillTemplate('{customerName} {customerName}', {
        customerName: 'Ann',
        appointmentTime: 'Mon 9:00 AM',
        dealershipPhone: '+1',
      }),
    ).toBe('Ann Ann');
  });
});
