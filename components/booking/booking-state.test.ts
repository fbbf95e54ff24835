import { describe, expect, it } from 'vitest';
import type { SavedAppointment } from '@/components/appointments/api';
import type { CustomerWithVehiclesDto, VehicleDto } from '@/server/customers/customer.schemas';
import type { OpcodeDto } from '@/server/opcodes/opcode.schemas';
import type { ChosenService, ChosenSlot } from './booking-model';
import {
  type BookingAction,
  type BookingState,
  bookingReducer,
  canReachStep,
  initialBookingState,
  stepSummary,
} from './booking-state';

const today = '2026-11-16';

const vehicle = (vehicleUuid: string, isValid = true) =>
  ({
    vehicleUuid,
    isValid,
    vehicleYear: 2020,
    vehicleMake: 'Honda',
    vehicleModel: 'Accord',
    vin: null,
  }) as unknown as VehicleDto;

const customerWith = (customerUuid: string, vehicles: VehicleDto[], email: string | null = null) =>
  ({
    customer: {
      customerUuid,
      firstName: 'Maria',
      lastName: 'Lopez',
      company: null,
      phoneNumbers: [],
      emails: email
        ? [{ emailUuid: 'e1', emailAddress: email, okToEmail: true, isPreferred: true, label: 'HOME' }]
        : [],
    },
    vehicles,
  }) as unknown as CustomerWithVehiclesDto;

const oil: ChosenService = {
  kind: 'opcode',
  opcode: { uuid: 'op-oil', laborOpCode: 'OIL', opCodeName: 'Oil' } as OpcodeDto,
};

const slot: ChosenSlot = {
  date: '2026-11-18',
  startTime: '09:00:00',
  endTime: '09:30:00',
  startDateTime: '2026-11-18T09:00:00',
};

const run = (actions: BookingAction[], from: BookingState = initialBookingState(today)) =>
  actions.reduce(bookingReducer, from);

const context = { transportOptionCount: 2 };

describe('initialBookingState', () => {
  it('starts on the customer step with nothing chosen and the calendar on today', () => {
    const state = initialBookingState(today);
    expect(state.step).toBe('customer');
    expect(state.furthest).toBe(0);
    expect(state.draft.customer).toBeNull();
    expect(state.calendarStart).toBe(today);
    expect(state.customerInput.mode).toBe('search');
    expect(state.progress).toBe('idle');
    expect(state.focusRequest).toBe(0);
  });

  it('starts with a time and advisor from a link, the calendar on that day', () => {
    const state = initialBookingState(today, 'time', { slot, advisorUuid: 'da-1' });
    expect(state.step).toBe('slot');
    expect(state.draft.slot).toEqual(slot);
    expect(state.draft.advisorUuid).toBe('da-1');
    expect(state.calendarStart).toBe(slot.date);
    expect(state.calendarDay).toBe(slot.date);
  });

  it('drops a time from a link that is already past, keeping the advisor', () => {
    const past = { ...slot, date: '2026-11-02', startDateTime: '2026-11-02T09:00:00' };
    const state = initialBookingState(today, 'time', { slot: past, advisorUuid: 'da-1' });
    expect(state.draft.slot).toBeNull();
    expect(state.draft.advisorUuid).toBe('da-1');
    expect(state.calendarStart).toBe(today);
  });
});

describe('moving between steps', () => {
  it('opening a step clears the errors, remembers the furthest step and asks for focus', () => {
    const state = run([
      { type: 'showStepProblem', problem: 'Choose a customer, or create one.' },
      { type: 'bookingFailed', message: 'Nope' },
      { type: 'openStep', step: 'services' },
      { type: 'openStep', step: 'vehicle' },
    ]);
    expect(state.step).toBe('vehicle');
    expect(state.furthest).toBe(2);
    expect(state.stepError).toBeNull();
    expect(state.bookError).toBeNull();
    expect(state.focusRequest).toBe(2);
  });

  it('each visit of review keeps the key it came with; other steps leave the key alone', () => {
    const first = run([{ type: 'openReview', reviewKey: 'key-1' }]);
    expect(first.step).toBe('review');
    expect(first.reviewKey).toBe('key-1');
    const back = run([{ type: 'openStep', step: 'slot' }], first);
    expect(back.reviewKey).toBe('key-1');
    expect(run([{ type: 'openReview', reviewKey: 'key-2' }], back).reviewKey).toBe('key-2');
  });

  it('a step in the list opens once reached and every step before it is complete', () => {
    const customer = customerWith('c1', [vehicle('v1')]);
    const state = run([
      { type: 'selectCustomer', customer },
      { type: 'openStep', step: 'services' },
    ]);
    expect(canReachStep(state, 'vehicle', context)).toBe(true);
    expect(canReachStep(state, 'services', context)).toBe(true);
    // Not reached yet, although its earlier steps would allow it.
    expect(canReachStep(state, 'transport', context)).toBe(false);
    const unchosen = run([{ type: 'selectCustomer', customer: customerWith('c2', []) }], state);
    expect(canReachStep(unchosen, 'services', context)).toBe(false);
  });
});

describe('find a time first', () => {
  it('starts on the time, then the customer; every step needs the ones before it in that order', () => {
    const state = initialBookingState(today, 'time');
    expect(state.step).toBe('slot');
    const chosen = run(
      [
        { type: 'chooseSlot', slot },
        { type: 'openStep', step: 'customer' },
      ],
      state,
    );
    expect(chosen.furthest).toBe(1);
    expect(canReachStep(chosen, 'slot', context)).toBe(true);
    expect(canReachStep(chosen, 'customer', context)).toBe(true);
    expect(canReachStep(chosen, 'vehicle', context)).toBe(false);
  });

  it('switching the way in keeps the choices and starts at the first step of the other way', () => {
    const state = run(
      [
        { type: 'chooseSlot', slot },
        { type: 'openStep', step: 'customer' },
        { type: 'chooseFlow', flow: 'customer' },
      ],
      initialBookingState(today, 'time'),
    );
    expect(state.flow).toBe('customer');
    expect(state.step).toBe('customer');
    expect(state.furthest).toBe(0);
    expect(state.draft.slot).toEqual(slot);
  });

  it('a lost time carries the nearest free times, and starting over keeps the way in', () => {
    const later = { ...slot, startTime: '10:00:00', startDateTime: '2026-11-18T10:00:00' };
    const lost = run(
      [
        { type: 'chooseSlot', slot },
        { type: 'slotLost', slot, reasons: ['Taken'], nearest: [later] },
      ],
      initialBookingState(today, 'time'),
    );
    expect(lost.slotNotice?.nearest).toEqual([later]);
    expect(run([{ type: 'startOver', today }], lost).flow).toBe('time');
  });
});

describe('choosing', () => {
  it("a customer's only valid vehicle is chosen for them, with messages by their contacts", () => {
    const state = run([
      { type: 'showStepProblem', problem: 'Choose a customer, or create one.' },
      {
        type: 'selectCustomer',
        customer: customerWith('c1', [vehicle('v1'), vehicle('old', false)], 'm@x.io'),
      },
    ]);
    expect(state.stepError).toBeNull();
    expect(state.draft.vehicle).toEqual({ kind: 'vehicle', vehicle: vehicle('v1') });
    expect(state.draft.preferences?.emailConfirmation).toBe(true);
  });

  it('choosing the same customer again keeps the vehicle, preferences and the vehicle being added', () => {
    const customer = customerWith('c1', [vehicle('v1'), vehicle('v2')]);
    const form = { year: '2021', make: 'Kia', model: '', vin: '', mileage: '' };
    const before = run([
      { type: 'selectCustomer', customer },
      { type: 'chooseVehicle', vehicle: { kind: 'none' } },
      { type: 'editVehicleForm', form },
    ]);
    const again = run([{ type: 'selectCustomer', customer }], before);
    expect(again.draft.vehicle).toEqual({ kind: 'none' });
    expect(again.draft.preferences).toBe(before.draft.preferences);
    expect(again.vehicleForm).toBe(form);
  });

  it("another customer's vehicle, preferences and half-added vehicle do not carry over", () => {
    const before = run([
      { type: 'selectCustomer', customer: customerWith('c1', [vehicle('v1')]) },
      { type: 'editVehicleForm', form: { year: '', make: 'Kia', model: '', vin: '', mileage: '' } },
    ]);
    const other = run([{ type: 'selectCustomer', customer: customerWith('c2', [], 'o@x.io') }], before);
    expect(other.draft.vehicle).toBeNull();
    expect(other.vehicleForm).toBeNull();
    expect(other.draft.preferences?.confirmationEmail).toBe('o@x.io');
  });

  it('a choice that answers the step clears its error; optional edits leave it', () => {
    const problem: BookingAction = { type: 'showStepProblem', problem: 'Choose at least one service.' };
    expect(run([problem, { type: 'chooseServices', services: [oil] }]).stepError).toBeNull();
    expect(run([problem, { type: 'chooseTransport', transportOptionUuid: 't1' }]).stepError).toBeNull();
    expect(run([problem, { type: 'chooseVehicle', vehicle: { kind: 'none' } }]).stepError).toBeNull();
    expect(run([problem, { type: 'chooseAdvisor', advisorUuid: 'da-1' }]).stepError).toBe(problem.problem);
    expect(run([problem, { type: 'setComments', comments: 'Rattle' }]).stepError).toBe(problem.problem);
    const edited = run([
      { type: 'chooseAdvisor', advisorUuid: 'da-1' },
      { type: 'setComments', comments: 'Rattle' },
    ]);
    expect(edited.draft.advisorUuid).toBe('da-1');
    expect(edited.draft.comments).toBe('Rattle');
  });

  it('what was typed but not chosen is kept as typed', () => {
    const input = {
      mode: 'new' as const,
      term: 'lop',
      form: { firstName: 'A', lastName: '', phone: '', email: '' },
    };
    const state = run([
      { type: 'typeCustomerInput', input },
      { type: 'filterServices', filter: 'oil' },
    ]);
    expect(state.customerInput).toBe(input);
    expect(state.serviceFilter).toBe('oil');
  });
});

describe('the calendar and a lost time', () => {
  it('moving the calendar closes the open day', () => {
    const state = run([
      { type: 'openCalendarDay', day: '2026-11-17' },
      { type: 'showCalendarFrom', start: '2026-11-23' },
    ]);
    expect(state.calendarStart).toBe('2026-11-23');
    expect(state.calendarDay).toBeNull();
  });

  it('choosing a time clears the notice of a lost one', () => {
    const lost = run([
      { type: 'chooseSlot', slot },
      { type: 'slotLost', slot, reasons: ['Taken'] },
    ]);
    expect(lost.slotNotice).not.toBeNull();
    const chosen = run([{ type: 'chooseSlot', slot: { ...slot, startTime: '10:00:00' } }], lost);
    expect(chosen.slotNotice).toBeNull();
    expect(chosen.draft.slot?.startTime).toBe('10:00:00');
  });

  it('a lost time is unchosen, explained, and its day opened in the week already shown', () => {
    const state = run([
      { type: 'chooseSlot', slot },
      { type: 'slotLost', slot, reasons: ['Booked by someone else'] },
    ]);
    expect(state.draft.slot).toBeNull();
    expect(state.slotNotice).toEqual({
      lost: slot,
      reasons: ['Booked by someone else'],
      nearest: [],
    });
    expect(state.calendarStart).toBe(today);
    expect(state.calendarDay).toBe(slot.date);
  });

  it('a lost time outside the shown week moves the calendar to its day; another chosen time stays', () => {
    const later = { ...slot, date: '2026-12-01', startDateTime: '2026-12-01T09:00:00' };
    const state = run([
      { type: 'chooseSlot', slot },
      { type: 'slotLost', slot: later, reasons: [] },
    ]);
    expect(state.draft.slot).toEqual(slot);
    expect(state.calendarStart).toBe('2026-12-01');
    expect(state.calendarDay).toBe('2026-12-01');
  });
});

describe('booking', () => {
  const saved = { appointmentUuid: 'a1' } as SavedAppointment;

  it('goes checking, creating, booked and back to idle', () => {
    const checking = run([{ type: 'bookingFailed', message: 'Earlier' }, { type: 'bookingChecking' }]);
    expect(checking.progress).toBe('checking');
    expect(checking.bookError).toBeNull();
    const done = run(
      [{ type: 'bookingCreating' }, { type: 'booked', saved }, { type: 'bookingSettled' }],
      checking,
    );
    expect(done.saved).toBe(saved);
    expect(done.progress).toBe('idle');
  });

  it('starting over clears every choice and what was typed, back on the customer step', () => {
    const booked = run([
      { type: 'selectCustomer', customer: customerWith('c1', [vehicle('v1')]) },
      { type: 'filterServices', filter: 'oil' },
      { type: 'showCalendarFrom', start: '2026-11-23' },
      { type: 'openReview', reviewKey: 'key-1' },
      { type: 'booked', saved },
    ]);
    const again = run([{ type: 'startOver', today: '2026-11-17' }], booked);
    expect(again.saved).toBeNull();
    expect(again.draft).toEqual(initialBookingState(today).draft);
    expect(again.serviceFilter).toBe('');
    expect(again.calendarStart).toBe('2026-11-17');
    expect(again.step).toBe('customer');
    expect(again.furthest).toBe(0);
    expect(again.focusRequest).toBe(booked.focusRequest + 1);
  });
});

describe('stepSummary', () => {
  const names = { transportName: 'Loaner vehicle', advisorName: null };

  it('shows each choice once made', () => {
    const state = run([
      { type: 'selectCustomer', customer: customerWith('c1', [vehicle('v1')]) },
      { type: 'chooseServices', services: [oil] },
      { type: 'chooseSlot', slot },
    ]);
    expect(stepSummary('customer', state, names)).toBe('Maria Lopez');
    expect(stepSummary('vehicle', state, names)).toBe('2020 Honda Accord');
    expect(stepSummary('services', state, names)).toBe('1 service');
    expect(stepSummary('transport', state, names)).toBe('Loaner vehicle');
    expect(stepSummary('slot', state, names)).toBe('Wed, Nov 18, 09:00');
    expect(stepSummary('review', state, names)).toBeNull();
  });

  it('names the advisor and reminders only once the advisor has moved past them', () => {
    const customer = customerWith('c1', [], 'm@x.io');
    const early = run([{ type: 'selectCustomer', customer }]);
    expect(stepSummary('advisor', early, names)).toBeNull();
    expect(stepSummary('reminders', early, names)).toBeNull();
    const past = run([{ type: 'openReview', reviewKey: 'k' }], early);
    expect(stepSummary('advisor', past, names)).toBe('Any advisor');
    expect(stepSummary('reminders', past, names)).toBe('Customer notified');
  });
});
