'use client';

import {
  type Dispatch,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useReducer,
  useRef,
} from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { BookedSummary } from './booked-summary';
import {
  type BookingDraft,
  bookingSteps,
  type ChosenSlot,
  newIdempotencyKey,
  type StepKey,
  stepIndex,
  stepProblem,
} from './booking-model';
import {
  type BookingAction,
  type BookingProgress,
  bookingReducer,
  canReachStep,
  initialBookingState,
  stepSummary,
} from './booking-state';
import { useEligibleAdvisors, useTransportOptions } from './queries';
import { StepNav } from './step-nav';
import { stepView } from './step-views';
import { useBookAppointment } from './use-book-appointment';

export type BookingDepartment = { dealerUuid: string; departmentUuid: string; timeZone: string };

const stepDescriptions: Record<StepKey, string> = {
  customer: 'Find the customer by name, phone, email or VIN, or create a new one.',
  vehicle: 'The vehicle that comes in.',
  services: 'Menus and services, with their time and price.',
  transport: 'How the customer gets around while the car is here.',
  advisor: 'Optional: a specific advisor for this visit.',
  slot: 'Free times for the chosen services, advisor and transport option.',
  reminders: 'A confirmation now and a reminder the day before.',
  review: 'Check everything, then book.',
};

/**
 * The advisor's booking wizard: eight steps on one page. Every choice and everything typed lives
 * here, above the steps (booking-state.ts), so going back to any step finds it as it was left.
 */
export function BookingWizard({ department, today }: { department: BookingDepartment; today: string }) {
  const { dealerUuid, departmentUuid, timeZone } = department;
  const [state, dispatch] = useReducer(bookingReducer, today, initialBookingState);
  const { draft, step } = state;
  const heading = useRef<HTMLHeadingElement>(null);

  const { context, names } = useChoiceNames(department, draft);
  const book = useBookAppointment(dealerUuid, departmentUuid, dispatch);
  const { goTo, next, back } = stepNavigation(step, draft, context, dispatch);

  useEffect(() => {
    // Focus follows the step (not on first render): keyboard and screen-reader users land on it.
    if (state.focusRequest > 0) heading.current?.focus();
  }, [state.focusRequest]);

  // Stable, as the slot step re-checks the chosen time in an effect that depends on it.
  const onSlotLost = useCallback(
    (slot: ChosenSlot, reasons: string[]) => dispatch({ type: 'slotLost', slot, reasons }),
    [],
  );

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Book an appointment</h1>
        <p className="mt-1 text-slate-600">Customer, vehicle and services first; then a free time.</p>
      </div>

      {state.saved ? (
        <BookedSummary saved={state.saved} onBookAnother={() => dispatch({ type: 'startOver', today })} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-6">
          <StepNav
            step={step}
            canOpen={(key) => canReachStep(state, key, context)}
            summaryOf={(key) => stepSummary(key, state, names)}
            onOpen={goTo}
          />
          <StepCard
            step={step}
            heading={heading}
            error={state.stepError}
            progress={state.progress}
            onBack={back}
            onNext={next}
            onBook={() => void book(state, context)}
          >
            {stepView({
              dealerUuid,
              departmentUuid,
              timeZone,
              today,
              state,
              dispatch,
              ...names,
              goTo,
              onSlotLost,
            })}
          </StepCard>
        </div>
      )}
    </div>
  );
}

type StepContext = { transportOptionCount: number };

/** The chosen transport option and advisor by name, and how many transport options there are. */
function useChoiceNames(department: BookingDepartment, draft: BookingDraft) {
  const transport = useTransportOptions(department.departmentUuid);
  const advisors = useEligibleAdvisors(department.dealerUuid, department.departmentUuid);
  // Until the options are known a choice is required; when they cannot be loaded the booking may
  // go ahead without one (the appointment API accepts none).
  const context: StepContext = {
    transportOptionCount: transport.isError ? 0 : (transport.data?.length ?? 1),
  };
  const transportName =
    transport.data?.find((o) => o.transportOptionUuid === draft.transportOptionUuid)?.customName ?? null;
  const advisorName = draft.advisorUuid
    ? (advisors.data?.find((a) => a.uuid === draft.advisorUuid)?.name ?? 'Chosen advisor')
    : null;
  return { context, names: { transportName, advisorName } };
}

/** Opening a step, and Continue (only once the current step is complete) and Back. */
function stepNavigation(
  step: StepKey,
  draft: BookingDraft,
  context: StepContext,
  dispatch: Dispatch<BookingAction>,
) {
  const goTo = (next: StepKey) =>
    dispatch(
      next === 'review'
        ? { type: 'openReview', reviewKey: newIdempotencyKey() }
        : { type: 'openStep', step: next },
    );
  const next = () => {
    const problem = stepProblem(step, draft, context);
    if (problem) return dispatch({ type: 'showStepProblem', problem });
    const following = bookingSteps[stepIndex(step) + 1];
    if (following) goTo(following.key);
  };
  const back = () => {
    const previous = bookingSteps[stepIndex(step) - 1];
    if (previous) goTo(previous.key);
  };
  return { goTo, next, back };
}

/** The current step: its number, title and description, its form, and Back with Continue (or Book). */
function StepCard({
  step,
  heading,
  error,
  progress,
  onBack,
  onNext,
  onBook,
  children,
}: {
  step: StepKey;
  heading: RefObject<HTMLHeadingElement | null>;
  error: string | null;
  progress: BookingProgress;
  onBack: () => void;
  onNext: () => void;
  onBook: () => void;
  children: ReactNode;
}) {
  const index = stepIndex(step);
  return (
    <Card aria-labelledby="booking-step-heading">
      <CardHeader>
        <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">
          Step {index + 1} of {bookingSteps.length}
        </p>
        <h2
          id="booking-step-heading"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          {bookingSteps[index]?.title}
        </h2>
        <p className="text-sm text-slate-600">{stepDescriptions[step]}</p>
      </CardHeader>
      <CardBody className="space-y-4">
        {children}
        {error && <Alert tone="error">{error}</Alert>}
      </CardBody>
      <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:px-5">
        <Button variant="secondary" onClick={onBack} disabled={index === 0}>
          Back
        </Button>
        {step === 'review' ? (
          <Button onClick={onBook} loading={progress !== 'idle'}>
            {progress === 'checking'
              ? 'Checking the time…'
              : progress === 'creating'
                ? 'Booking…'
                : 'Book appointment'}
          </Button>
        ) : (
          <Button onClick={onNext}>Continue</Button>
        )}
      </div>
    </Card>
  );
}
