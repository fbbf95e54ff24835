import { describe, expect, it } from 'vitest';
import type { Appointment } from './api';
import { customerNoticePlan } from './notice-model';

const visit = (preferences: Appointment['appointmentCommunicationPreferences']) =>
  ({ appointmentCommunicationPreferences: preferences }) as Appointment;

describe('what the customer is sent about a change', () => {
  it('names both channels when the visit confirms by text and email', () => {
    const plan = customerNoticePlan(
      visit({
        notifyCustomer: true,
        textConfirmation: true,
        emailConfirmation: true,
        confirmationPhoneNumber: '+13125550100',
        confirmationEmail: 'maria@example.com',
      }),
      'MOVE',
      'Maria Lopez',
    );
    expect(plan).toEqual({
      sends: true,
      sentence: 'Maria Lopez will get a text and an email about the new time.',
    });
  });

  it('names only the text when there is no email address, and says what a cancellation sends', () => {
    const plan = customerNoticePlan(
      visit({
        notifyCustomer: true,
        textConfirmation: true,
        emailConfirmation: true,
        confirmationPhoneNumber: '+1',
      }),
      'CANCEL',
      'Maria Lopez',
    );
    expect(plan.sentence).toBe('Maria Lopez will get a text that the visit is cancelled.');
  });

  it('sends nothing when the visit does not notify the customer', () => {
    expect(customerNoticePlan(visit(null), 'MOVE', 'Sam').sends).toBe(false);
    expect(
      customerNoticePlan(
        visit({ notifyCustomer: false, textConfirmation: true, confirmationPhoneNumber: '+1' }),
        'MOVE',
        'Sam',
      ).sends,
    ).toBe(false);
  });
});
