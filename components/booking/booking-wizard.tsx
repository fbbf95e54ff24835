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
  type BookingFlow,
  type ChosenSlot,
  newIdempotencyKey,
  type StepKey,
  stepIndex,
  stepProblem,
  stepsOf,
} from './booking-model';
import {
  type BookingAction,
  type BookingPreset,
  type BookingProgress,
  type BookingState,
  bookingReducer,
  canReachStep,
  initialBookingState,
  stepSummary,
} from './booking-state';
import { FlowChooser } from './flow-chooser';
import { useEligibleAdvisors, useTransportOptions } from './queries';
import { StepNav } from './step-nav';
import { stepView } from './step-views';
import { useBookAppointment } from './use-book-appointment';
import { useSlotFit } from './use-slot-fit';
import { useWalkInState, type WalkIn, WalkInScope, walkInFor } from './walk-in-override';

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

const timeFirstSlotDescription =
  "The department's free times. Services, transport and advisor come next; the time is checked against them.";

type WizardProps = {
  department: BookingDepartment;
  today: string;
  initialFlow?: BookingFlow;
  /** A time and advisor to start with (an empty slot clicked on the schedule). */
  preset?: BookingPreset;
};

/**
 * The advisor's booking wizard; `mayOverride`: the signed-in person may book walk-ins over the
 * notice window and advisors' limits (walk-in-override.tsx).
 */
export function BookingWizard({ mayOverride = false, ...props }: WizardProps & { mayOverride?: boolean }) {
  return (
    <WalkInScope allowed={mayOverride}>
      <WizardSteps {...props} />
    </WalkInScope>
  );
}

/**
 * The eight steps on one page. Every choice and everything typed lives here, above the steps
 * (booking-state.ts), so going back to any step finds it as it was left.
 */
function WizardSteps({ department, today, initialFlow = 'customer', preset }: WizardProps) {
  const { dealerUuid, departmentUuid, timeZone } = department;
  const [state, dispatch] = useReducer(bookingReducer, undefined, () =>
    initialBookingState(today, initialFlow, preset),
  );
  const { draft, step, flow } = state;
  const heading = useRef<HTMLHeadingElement>(null);

  const { context, names } = useChoiceNames(department, draft);
  const book = useBookAppointment(dealerUuid, departmentUuid, today, dispatch);
  const slotFit = useSlotFit(departmentUuid, today);
  const walkIn = walkInFor(useWalkInState().walkIn, draft);
  const { goTo, next, back } = stepNavigation(state, context, dispatch, slotFit, walkIn);

  useStepFocus(heading, state.focusRequest, initialFlow);

  // Stable, as the slot step re-checks the chosen time in an effect that depends on it.
  const onSlotLost = useCallback(
    (slot: ChosenSlot, reasons: string[]) => dispatch({ type: 'slotLost', slot, reasons }),
    [],
  );

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <WizardHeading flow={flow} />
      {!state.saved && (
        <FlowChooser flow={flow} onChoose={(next) => dispatch({ type: 'chooseFlow', flow: next })} />
      )}

      {state.saved ? (
        <BookedSummary saved={state.saved} onBookAnother={() => dispatch({ type: 'startOver', today })} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-6">
          <StepNav
            steps={stepsOf(flow)}
            step={step}
            canOpen={(key) => canReachStep(state, key, context)}
            summaryOf={(key) => stepSummary(key, state, names)}
            onOpen={goTo}
          />
          <StepCard
            flow={flow}
            step={step}
            heading={heading}
            error={state.stepError}
            progress={state.progress}
            onBack={back}
            onNext={next}
            onBook={() => void book(state, context, walkIn)}
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

/**
 * Focus follows the step (not on first render): keyboard and screen-reader users land on its
 * heading. A fresh booking starts in the customer search, the page's one purpose.
 */
function useStepFocus(
  heading: RefObject<HTMLHeadingElement | null>,
  focusRequest: number,
  initialFlow: BookingFlow,
) {
  useEffect(() => {
    if (focusRequest > 0) heading.current?.focus();
  }, [focusRequest, heading]);
  useEffect(() => {
    if (initialFlow === 'customer') document.getElementById('customer-search')?.focus();
  }, [initialFlow]);
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
  state: BookingState,
  context: StepContext,
  dispatch: Dispatch<BookingAction>,
  slotFit: ReturnType<typeof useSlotFit>,
  walkIn: WalkIn | null,
) {
  const { step, draft, flow } = state;
  const steps = stepsOf(flow);
  const goTo = (next: StepKey) =>
    dispatch(
      next === 'review'
        ? { type: 'openReview', reviewKey: newIdempotencyKey() }
        : { type: 'openStep', step: next },
    );
  const next = async () => {
    const problem = stepProblem(step, draft, context);
    if (problem) return dispatch({ type: 'showStepProblem', problem });
    const following = steps[stepIndex(step, flow) + 1];
    if (!following) return;
    // Time first: once services, transport and advisor are chosen, the time is checked against
    // them before going on (and once more right before booking).
    // A walk-in's time is booked over the rules: there is nothing to check it against.
    if (flow === 'time' && step === 'advisor' && draft.slot && !walkIn) {
      const slot = draft.slot;
      dispatch({ type: 'bookingChecking' });
      try {
        const fit = await slotFit(draft, slot);
        if (!fit.ok) {
          dispatch({ type: 'slotLost', slot, reasons: fit.reasons, nearest: fit.nearest });
          return goTo('slot');
        }
      } catch {
        // The check is repeated before booking; a failed look-up here does not stop the advisor.
      } finally {
        dispatch({ type: 'bookingSettled' });
      }
    }
    goTo(following.key);
  };
  const back = () => {
    const previous = steps[stepIndex(step, flow) - 1];
    if (previous) goTo(previous.key);
  };
  return { goTo, next: () => void next(), back };
}

/** The current step: its number, title and description, its form, and Back with Continue (or Book). */
function StepCard({
  flow,
  step,
  heading,
  error,
  progress,
  onBack,
  onNext,
  onBook,
  children,
}: {
  flow: BookingFlow;
  step: StepKey;
  heading: RefObject<HTMLHeadingElement | null>;
  error: string | null;
  progress: BookingProgress;
  onBack: () => void;
  onNext: () => void;
  onBook: () => void;
  children: ReactNode;
}) {
  const steps = stepsOf(flow);
  const index = stepIndex(step, flow);
  const ready = progress === 'idle';
  return (
    <Card aria-labelledby="booking-step-heading">
      <CardHeader>
        {/* Back sits before the heading: after a step opens, Tab goes on to its fields, then Continue. */}
        <div className="flex items-center justify-between gap-3">
          <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">
            Step {index + 1} of {steps.length}
          </p>
          {index > 0 && (
            <Button variant="ghost" size="sm" onClick={onBack} className="order-first -ml-2">
              <span aria-hidden="true">‹</span> Back
            </Button>
          )}
        </div>
        <h2
          id="booking-step-heading"
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold text-slate-900 outline-none"
        >
          {steps[index]?.title}
        </h2>
        <p className="text-sm text-slate-600">
          {flow === 'time' && step === 'slot' ? timeFirstSlotDescription : stepDescriptions[step]}
        </p>
      </CardHeader>
      {/* Enter in a field (not a button, list or text area, nor a form of its own) continues, as in a form. */}
      <CardBody
        className="space-y-4"
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.defaultPrevented || !ready || !continuesOnEnter(event.target))
            return;
          event.preventDefault();
          (step === 'review' ? onBook : onNext)();
        }}
      >
        {children}
        {error && <Alert tone="error">{error}</Alert>}
      </CardBody>
      <StepFooter review={step === 'review'} progress={progress} onNext={onNext} onBook={onBook} />
    </Card>
  );
}

function StepFooter({
  review,
  progress,
  onNext,
  onBook,
}: {
  review: boolean;
  progress: BookingProgress;
  onNext: () => void;
  onBook: () => void;
}) {
  return (
    <div className="flex items-center justify-end gap-3 border-t border-slate-200 px-4 py-3 sm:px-5">
      {review ? (
        <Button onClick={onBook} loading={progress !== 'idle'}>
          {progress === 'checking'
            ? 'Checking the time…'
            : progress === 'creating'
              ? 'Booking…'
              : 'Book appointment'}
        </Button>
      ) : (
        <Button onClick={onNext} loading={progress === 'checking'}>
          {progress === 'checking' ? 'Checking the time…' : 'Continue'}
        </Button>
      )}
    </div>
  );
}

/** A field in which Enter submits a form: a text-like input, a checkbox or a radio, outside any form of its own. */
function continuesOnEnter(target: EventTarget): boolean {
  if (!(target instanceof HTMLInputElement) || target.closest('form')) return false;
  return !['button', 'submit', 'reset', 'file', 'date', 'color', 'range'].includes(target.type);
}

function WizardHeading({ flow }: { flow: BookingFlow }) {
  return (
    <div>
      <h1 className="text-2xl font-semibold text-slate-900">Book an appointment</h1>
      <p className="mt-1 text-slate-600">
        {flow === 'time'
          ? 'A free time first; then customer, vehicle and services, checked against it.'
          : 'Customer, vehicle and services first; then a free time.'}
      </p>
    </div>
  );
}
