import { describe, expect, it } from 'vitest';
import { fillTemplate, type TemplateValues, templatePlaceholders } from './fill-template';

const maria: TemplateValues = {
  customerName: 'Maria Lopez',
  firstName: 'Maria',
  lastName: 'Lopez',
  appointmentTime: 'Tue, Mar 4, 9:30 AM',
  advisorName: 'Jordan Lee',
  dealerName: 'Lakeside Honda',
  dealershipPhone: '+1 312 555 0100',
};

describe('fillTemplate', () => {
  it('greets by first name and signs with the advisor and the dealership', () => {
    const body =
      'Hi {firstName}, your visit is {appointmentTime}. {advisorName} at {dealerName}, {dealershipPhone}';
    expect(fillTemplate(body, maria)).toBe(
      'Hi Maria, your visit is Tue, Mar 4, 9:30 AM. Jordan Lee at Lakeside Honda, +1 312 555 0100',
    );
  });

  it('keeps {customerName} as the full name and fills {lastName}', () => {
    expect(fillTemplate('Hi {customerName} / Dear Ms. {lastName}', maria)).toBe(
      'Hi Maria Lopez / Dear Ms. Lopez',
    );
  });

  it('fills what is known and leaves the rest visible, unknown placeholders included', () => {
    const body = 'Hi {customerName}, see you {appointmentTime}. Call {dealershipPhone}. {unknown}';
    expect(
      fillTemplate(body, { customerName: 'Casey Doe', appointmentTime: null, dealershipPhone: ' ' }),
    ).toBe('Hi Casey Doe, see you {appointmentTime}. Call {dealershipPhone}. {unknown}');
  });

  it('leaves the newer placeholders when a caller does not know them (a business has no first name)', () => {
    const values = { customerName: 'Acme Fleet', appointmentTime: null, dealershipPhone: null };
    expect(fillTemplate('Hi {firstName} {lastName}, {advisorName} of {dealerName}', values)).toBe(
      'Hi {firstName} {lastName}, {advisorName} of {dealerName}',
    );
    expect(fillTemplate('Hi {firstName}', { ...values, firstName: '  ' })).toBe('Hi {firstName}');
  });

  it('fills every occurrence, and never fills a value a second time', () => {
    expect(fillTemplate('{firstName} {firstName}', maria)).toBe('Maria Maria');
    expect(fillTemplate('Hi {firstName}', { ...maria, firstName: '{lastName}' })).toBe('Hi {lastName}');
  });

  it('is case-sensitive and whole: near misses stay as written', () => {
    expect(fillTemplate('{FirstName} {firstname} {firstName }', maria)).toBe(
      '{FirstName} {firstname} {firstName }',
    );
  });

  it('lists every placeholder it fills', () => {
    const body = templatePlaceholders.map((p) => `{${p}}`).join('|');
    expect(fillTemplate(body, maria)).not.toMatch(/\{/);
  });
});
