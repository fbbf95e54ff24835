'use client';

import type { Dispatch, ReactNode } from 'react';
import { AdvisorStep } from './advisor-step';
import type { ChosenSlot, StepKey } from './booking-model';
import type { BookingAction, BookingState } from './booking-state';
import { CustomerStep } from './customer-step';
import { RemindersStep } from './reminders-step';
import { ReviewStep } from './review-step';
import { ServicesStep } from './services-step';
import { SlotStep } from './slot-step';
import { TransportStep } from './transport-step';
import { VehicleStep } from './vehicle-step';

export type StepViewProps = {
  dealerUuid: string;
  departmentUuid: string;
  timeZone: string;
  today: string;
  state: BookingState;
  dispatch: Dispatch<BookingAction>;
  transportName: string | null;
  advisorName: string | null;
  goTo: (step: StepKey) => void;
  onSlotLost: (slot: ChosenSlot, reasons: string[]) => void;
};

/** Each step's form, wired to the wizard's state; a step needing an earlier choice shows nothing without it. */
const stepViews: Record<StepKey, (props: StepViewProps) => ReactNode> = {
  customer: ({ departmentUuid, state, dispatch }) => (
    <CustomerStep
      departmentUuid={departmentUuid}
      input={state.customerInput}
      onInput={(input) => dispatch({ type: 'typeCustomerInput', input })}
      selected={state.draft.customer}
      onSelect={(customer) => dispatch({ type: 'selectCustomer', customer })}
    />
  ),
  vehicle: ({ departmentUuid, state, dispatch }) =>
    state.draft.customer ? (
      <VehicleStep
        departmentUuid={departmentUuid}
        customer={state.draft.customer}
        onCustomerChange={(customer) => dispatch({ type: 'updateCustomer', customer })}
        choice={state.draft.vehicle}
        onChoose={(vehicle) => dispatch({ type: 'chooseVehicle', vehicle })}
        form={state.vehicleForm}
        onForm={(form) => dispatch({ type: 'editVehicleForm', form })}
      />
    ) : null,
  services: ({ dealerUuid, departmentUuid, state, dispatch }) => (
    <ServicesStep
      dealerUuid={dealerUuid}
      departmentUuid={departmentUuid}
      vehicleMileage={
        state.draft.vehicle?.kind === 'vehicle' ? state.draft.vehicle.vehicle.estimatedMileage : null
      }
      chosen={state.draft.services}
      onChange={(services) => dispatch({ type: 'chooseServices', services })}
      filter={state.serviceFilter}
      onFilter={(filter) => dispatch({ type: 'filterServices', filter })}
    />
  ),
  transport: ({ departmentUuid, state, dispatch }) => (
    <TransportStep
      departmentUuid={departmentUuid}
      chosen={state.draft.transportOptionUuid}
      onChoose={(transportOptionUuid) => dispatch({ type: 'chooseTransport', transportOptionUuid })}
    />
  ),
  advisor: ({ dealerUuid, departmentUuid, state, dispatch }) => (
    <AdvisorStep
      dealerUuid={dealerUuid}
      departmentUuid={departmentUuid}
      chosen={state.draft.advisorUuid}
      onChoose={(advisorUuid) => dispatch({ type: 'chooseAdvisor', advisorUuid })}
    />
  ),
  slot: ({ departmentUuid, timeZone, today, state, dispatch, onSlotLost, advisorName }) => (
    <SlotStep
      departmentUuid={departmentUuid}
      timeZone={timeZone}
      today={today}
      draft={state.draft}
      onChoose={(slot) => dispatch({ type: 'chooseSlot', slot })}
      start={state.calendarStart}
      onStart={(start) => dispatch({ type: 'showCalendarFrom', start })}
      day={state.calendarDay}
      onDay={(day) => dispatch({ type: 'openCalendarDay', day })}
      notice={state.slotNotice}
      onSlotLost={onSlotLost}
      advisorName={advisorName}
    />
  ),
  reminders: ({ departmentUuid, timeZone, state, dispatch }) =>
    state.draft.customer && state.draft.preferences ? (
      <RemindersStep
        place={{ departmentUuid, timeZone }}
        customer={state.draft.customer.customer}
        preferences={state.draft.preferences}
        onChange={(preferences) => dispatch({ type: 'setPreferences', preferences })}
      />
    ) : null,
  review: ({ departmentUuid, timeZone, state, dispatch, transportName, advisorName, goTo }) => (
    <ReviewStep
      departmentUuid={departmentUuid}
      draft={state.draft}
      timeZone={timeZone}
      transportName={transportName}
      advisorName={advisorName}
      onEdit={goTo}
      onComments={(comments) => dispatch({ type: 'setComments', comments })}
      error={state.bookError}
    />
  ),
};

/** The current step's form (a plain call, so each step's form sits where the wizard renders it). */
export const stepView = (props: StepViewProps): ReactNode => stepViews[props.state.step](props);
