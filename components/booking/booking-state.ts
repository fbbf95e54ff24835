import type { SavedAppointment } from '@/components/appointments/api';
import { dayLabel } from '@/components/schedule/schedule-model';
import type { CustomerWithVehiclesDto } from '@/server/customers/customer.schemas';
import { addDays } from '@/server/time/wall-clock';
import {
  type BookingDraft,
  type BookingFlow,
  type ChosenService,
  type ChosenSlot,
  canOpenStep,
  customerName,
  defaultPreferences,
  emptyDraft,
  type Preferences,
  type StepKey,
  stepIndex,
  stepsOf,
  timeLabel,
  type VehicleChoice,
  vehicleName,
} from './booking-model';
import { type CustomerStepInput, emptyCustomerStepInput } from './customer-form-model';
import { calendarDays, type SlotNotice } from './slot-step';
import type { NewVehicleForm } from './vehicle-form-model';

/*
 * Everything the booking wizard keeps between its steps, and the one reducer that changes it: the
 * choices (the draft), what was typed in a step but not chosen yet, where the calendar stands, and
 * how the booking itself went. Lists from the server (customers, options, advisors, slots) stay
 * in the query cache; only choices, and the appointment once booked, are kept here.
 */

export type BookingProgress = 'idle' | 'checking' | 'creating';

export type BookingState = {
  /** Customer first, or a free time first; both end in the same review and create. */
  flow: BookingFlow;
  draft: BookingDraft;
  step: StepKey;
  /** Index of the furthest step opened so far: the step list lets the advisor jump back up to it. */
  furthest: number;
  customerInput: CustomerStepInput;
  vehicleForm: NewVehicleForm | null;
  serviceFilter: string;
  calendarStart: string;
  calendarDay: string | null;
  slotNotice: SlotNotice | null;
  stepError: string | null;
  /**
   * One Idempotency-Key per visit of the review step: a double click or a retry of the same review
   * books once; a changed booking reviewed again gets a new key.
   */
  reviewKey: string | null;
  progress: BookingProgress;
  bookError: string | null;
  saved: SavedAppointment | null;
  /** Counts step changes, so focus moves to the step's heading after each one (not on first render). */
  focusRequest: number;
};

export type BookingAction =
  | { type: 'openStep'; step: StepKey }
  /** Switches between customer first and time first; the choices made so far are kept. */
  | { type: 'chooseFlow'; flow: BookingFlow }
  /** Review gets a fresh Idempotency-Key on every visit; drawing it is the caller's side effect. */
  | { type: 'openReview'; reviewKey: string }
  | { type: 'showStepProblem'; problem: string }
  | { type: 'selectCustomer'; customer: CustomerWithVehiclesDto }
  | { type: 'updateCustomer'; customer: CustomerWithVehiclesDto }
  | { type: 'chooseVehicle'; vehicle: VehicleChoice }
  | { type: 'chooseServices'; services: ChosenService[] }
  | { type: 'chooseTransport'; transportOptionUuid: string }
  | { type: 'chooseAdvisor'; advisorUuid: string | null }
  | { type: 'chooseSlot'; slot: ChosenSlot }
  | { type: 'setPreferences'; preferences: Preferences }
  | { type: 'setComments'; comments: string }
  | { type: 'typeCustomerInput'; input: CustomerStepInput }
  | { type: 'editVehicleForm'; form: NewVehicleForm | null }
  | { type: 'filterServices'; filter: string }
  | { type: 'showCalendarFrom'; start: string }
  | { type: 'openCalendarDay'; day: string }
  | { type: 'slotLost'; slot: ChosenSlot; reasons: string[]; nearest?: ChosenSlot[] }
  | { type: 'bookingChecking' }
  | { type: 'bookingCreating' }
  | { type: 'booked'; saved: SavedAppointment }
  | { type: 'bookingFailed'; message: string }
  | { type: 'bookingSettled' }
  | { type: 'startOver'; today: string };

/** What a booking may start with, from a link: a time (an empty slot of the schedule) and an advisor. */
export type BookingPreset = { slot: ChosenSlot | null; advisorUuid: string | null };

export function initialBookingState(
  today: string,
  flow: BookingFlow = 'customer',
  preset: BookingPreset = { slot: null, advisorUuid: null },
): BookingState {
  // A preset time from today on opens the calendar on its day; the slot step checks it is still free.
  const slot = preset.slot && preset.slot.date >= today ? preset.slot : null;
  return {
    flow,
    draft: { ...emptyDraft, slot, advisorUuid: preset.advisorUuid },
    step: stepsOf(flow)[0]?.key ?? 'customer',
    furthest: 0,
    customerInput: emptyCustomerStepInput,
    vehicleForm: null,
    serviceFilter: '',
    calendarStart: slot?.date ?? today,
    calendarDay: slot?.date ?? null,
    slotNotice: null,
    stepError: null,
    reviewKey: null,
    progress: 'idle',
    bookError: null,
    saved: null,
    focusRequest: 0,
  };
}

function openStep(state: BookingState, step: StepKey): BookingState {
  return {
    ...state,
    stepError: null,
    bookError: null,
    focusRequest: state.focusRequest + 1,
    furthest: Math.max(state.furthest, stepIndex(step, state.flow)),
    step,
  };
}

/** A chosen customer; another customer's vehicle, contacts and half-typed vehicle do not carry over. */
function selectCustomer(state: BookingState, customer: CustomerWithVehiclesDto): BookingState {
  const { draft } = state;
  const same = draft.customer?.customer.customerUuid === customer.customer.customerUuid;
  const vehicles = customer.vehicles.filter((v) => v.isValid);
  const only = vehicles.length === 1 ? vehicles[0] : undefined;
  return {
    ...state,
    stepError: null,
    draft: {
      ...draft,
      customer,
      vehicle: same ? draft.vehicle : only ? { kind: 'vehicle', vehicle: only } : null,
      preferences: same && draft.preferences ? draft.preferences : defaultPreferences(customer.customer),
    },
    vehicleForm: same ? state.vehicleForm : null,
  };
}

/**
 * The chosen time can no longer be booked: it is unchosen, the advisor is told why, and the
 * calendar opens on its day (keeping the shown week when the day is in it).
 */
function slotLost(
  state: BookingState,
  slot: ChosenSlot,
  reasons: string[],
  nearest: ChosenSlot[],
): BookingState {
  const start = state.calendarStart;
  return {
    ...state,
    draft:
      state.draft.slot?.startDateTime === slot.startDateTime ? { ...state.draft, slot: null } : state.draft,
    slotNotice: {
      lost: slot,
      reasons,
      nearest,
    },
    calendarStart: slot.date >= start && slot.date < addDays(start, calendarDays) ? start : slot.date,
    calendarDay: slot.date,
  };
}

/** A new choice answers the step's "choose something" error, so the error goes. */
const choose = (state: BookingState, patch: Partial<BookingDraft>): BookingState => ({
  ...state,
  stepError: null,
  draft: { ...state.draft, ...patch },
});

const edit = (state: BookingState, patch: Partial<BookingDraft>): BookingState => ({
  ...state,
  draft: { ...state.draft, ...patch },
});

/** Changes of the draft and of what was typed in a step. */
function draftReducer(state: BookingState, action: BookingAction): BookingState | null {
  switch (action.type) {
    case 'selectCustomer':
      return selectCustomer(state, action.customer);
    case 'updateCustomer':
      return edit(state, { customer: action.customer });
    case 'chooseVehicle':
      return choose(state, { vehicle: action.vehicle });
    case 'chooseServices':
      return choose(state, { services: action.services });
    case 'chooseTransport':
      return choose(state, { transportOptionUuid: action.transportOptionUuid });
    case 'chooseAdvisor':
      return edit(state, { advisorUuid: action.advisorUuid });
    case 'chooseSlot':
      return { ...choose(state, { slot: action.slot }), slotNotice: null };
    case 'setPreferences':
      return edit(state, { preferences: action.preferences });
    case 'setComments':
      return edit(state, { comments: action.comments });
    case 'typeCustomerInput':
      return { ...state, customerInput: action.input };
    case 'editVehicleForm':
      return { ...state, vehicleForm: action.form };
    case 'filterServices':
      return { ...state, serviceFilter: action.filter };
    case 'showCalendarFrom':
      return { ...state, calendarStart: action.start, calendarDay: null };
    case 'openCalendarDay':
      return { ...state, calendarDay: action.day };
    case 'slotLost':
      return slotLost(state, action.slot, action.reasons, action.nearest ?? []);
    default:
      return null;
  }
}

/** The other way in starts at its first step; what was chosen stays, reachable again by Continue. */
function chooseFlow(state: BookingState, flow: BookingFlow): BookingState {
  if (flow === state.flow) return state;
  const first = stepsOf(flow)[0]?.key ?? 'customer';
  return { ...state, flow, step: first, furthest: 0, stepError: null, bookError: null };
}

/** Moving between steps, and the booking request's progress. */
function flowReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'openStep':
      return openStep(state, action.step);
    case 'chooseFlow':
      return chooseFlow(state, action.flow);
    case 'openReview':
      return { ...openStep(state, 'review'), reviewKey: action.reviewKey };
    case 'showStepProblem':
      return { ...state, stepError: action.problem };
    case 'bookingChecking':
      return { ...state, bookError: null, progress: 'checking' };
    case 'bookingCreating':
      return { ...state, progress: 'creating' };
    case 'booked':
      return { ...state, saved: action.saved };
    case 'bookingFailed':
      return { ...state, bookError: action.message };
    case 'bookingSettled':
      return { ...state, progress: 'idle' };
    case 'startOver':
      // The Idempotency-Key and errors stay: the next visit of review draws a new key anyway.
      return {
        ...initialBookingState(action.today, state.flow),
        reviewKey: state.reviewKey,
        stepError: state.stepError,
        bookError: state.bookError,
        progress: state.progress,
        focusRequest: state.focusRequest + 1,
      };
    default:
      return state;
  }
}

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  return draftReducer(state, action) ?? flowReducer(state, action);
}

type Context = { transportOptionCount: number };

/** A step in the list can be opened when it was reached before and every step before it is complete. */
export const canReachStep = (state: BookingState, key: StepKey, context: Context): boolean =>
  stepIndex(key, state.flow) <= state.furthest && canOpenStep(key, state.draft, context, state.flow);

/** What the step list shows under a step's title: its choice, once there is one. */
export function stepSummary(
  key: StepKey,
  state: BookingState,
  names: { transportName: string | null; advisorName: string | null },
): string | null {
  const { draft, furthest, flow } = state;
  switch (key) {
    case 'customer':
      return draft.customer ? customerName(draft.customer.customer) : null;
    case 'vehicle':
      return draft.vehicle
        ? draft.vehicle.kind === 'vehicle'
          ? vehicleName(draft.vehicle.vehicle)
          : 'No vehicle'
        : null;
    case 'services':
      return draft.services.length > 0
        ? `${draft.services.length} ${draft.services.length === 1 ? 'service' : 'services'}`
        : null;
    case 'transport':
      return names.transportName;
    case 'advisor':
      return stepIndex('advisor', flow) < furthest ? (names.advisorName ?? 'Any advisor') : null;
    case 'slot':
      return draft.slot ? `${dayLabel(draft.slot.date, 'short')}, ${timeLabel(draft.slot.startTime)}` : null;
    case 'reminders':
      return draft.preferences && stepIndex('reminders', flow) < furthest
        ? draft.preferences.notifyCustomer
          ? 'Customer notified'
          : 'No messages'
        : null;
    case 'review':
      return null;
  }
}
