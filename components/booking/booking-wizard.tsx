'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { SavedAppointment } from '@/components/appointments/api';
import { dayLabel } from '@/components/schedule/schedule-model';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import type { CustomerWithVehiclesDto } from '@/server/customers/customer.schemas';
import { addDays } from '@/server/time/wall-clock';
import { AdvisorStep } from './advisor-step';
import { ApiError } from './api';
import { BookedSummary } from './booked-summary';
import {
  appointmentRequestOf,
  availabilityRequestOf,
  type BookingDraft,
  bookingSteps,
  type ChosenSlot,
  customerName,
  defaultPreferences,
  emptyDraft,
  firstOpenStep,
  newIdempotencyKey,
  recheckSlot,
  type StepKey,
  slotRetryCodes,
  stepIndex,
  stepProblem,
  timeLabel,
  vehicleName,
} from './booking-model';
import { CustomerStep, type CustomerStepInput, emptyCustomerStepInput } from './customer-step';
import { useCreateAppointment, useEligibleAdvisors, useRecheckDay, useTransportOptions } from './queries';
import { RemindersStep } from './reminders-step';
import { ReviewStep } from './review-step';
import { ServicesStep } from './services-step';
import { calendarDays, type SlotNotice, SlotStep } from './slot-step';
import { TransportStep } from './transport-step';
import { type NewVehicleForm, VehicleStep } from './vehicle-step';

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

type Booking = 'idle' | 'checking' | 'creating';

/**
 * The advisor's booking wizard: eight steps on one page. Every choice and everything typed lives
 * here, above the steps, so going back to any step finds it as it was left.
 */
export function BookingWizard({ department, today }: { department: BookingDepartment; today: string }) {
  const { dealerUuid, departmentUuid } = department;
  const [draft, setDraft] = useState<BookingDraft>(emptyDraft);
  const [step, setStep] = useState<StepKey>('customer');
  const [furthest, setFurthest] = useState(0);
  const [customerInput, setCustomerInput] = useState<CustomerStepInput>(emptyCustomerStepInput);
  const [vehicleForm, setVehicleForm] = useState<NewVehicleForm | null>(null);
  const [serviceFilter, setServiceFilter] = useState('');
  const [calendarStart, setCalendarStart] = useState(today);
  const [calendarDay, setCalendarDay] = useState<string | null>(null);
  const [slotNotice, setSlotNotice] = useState<SlotNotice | null>(null);
  const [stepError, setStepError] = useState<string | null>(null);
  // One Idempotency-Key per visit of the review step: a double click or a retry of the same review
  // books once; a changed booking reviewed again gets a new key.
  const [reviewKey, setReviewKey] = useState<string | null>(null);
  const [booking, setBooking] = useState<Booking>('idle');
  const [bookError, setBookError] = useState<string | null>(null);
  const [saved, setSaved] = useState<SavedAppointment | null>(null);
  const inFlight = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const transport = useTransportOptions(departmentUuid);
  const advisors = useEligibleAdvisors(dealerUuid, departmentUuid);
  const recheckDay = useRecheckDay(departmentUuid);
  const create = useCreateAppointment(dealerUuid, departmentUuid);
  // Until the options are known a choice is required; when they cannot be loaded the booking may
  // go ahead without one (the appointment API accepts none).
  const context = { transportOptionCount: transport.isError ? 0 : (transport.data?.length ?? 1) };

  useEffect(() => {
    // Focus follows the step (not on first render): keyboard and screen-reader users land on it.
    if (focusRequest > 0) heading.current?.focus();
  }, [focusRequest]);

  const update = (patch: Partial<BookingDraft>) => setDraft((d) => ({ ...d, ...patch }));

  function goTo(next: StepKey) {
    setStepError(null);
    setBookError(null);
    if (next === 'review') setReviewKey(newIdempotencyKey());
    setFocusRequest((n) => n + 1);
    setFurthest((f) => Math.max(f, stepIndex(next)));
    setStep(next);
  }

  const reachable = (key: StepKey) =>
    stepIndex(key) <= furthest && stepIndex(key) <= stepIndex(firstOpenStep(draft, context));

  function next() {
    const problem = stepProblem(step, draft, context);
    if (problem) {
      setStepError(problem);
      return;
    }
    const following = bookingSteps[stepIndex(step) + 1];
    if (following) goTo(following.key);
  }

  function back() {
    const previous = bookingSteps[stepIndex(step) - 1];
    if (previous) goTo(previous.key);
  }

  function selectCustomer(c: CustomerWithVehiclesDto) {
    setStepError(null);
    setDraft((d) => {
      const same = d.customer?.customer.customerUuid === c.customer.customerUuid;
      const vehicles = c.vehicles.filter((v) => v.isValid);
      const only = vehicles.length === 1 ? vehicles[0] : undefined;
      return {
        ...d,
        customer: c,
        // Another customer's vehicle and contacts do not carry over.
        vehicle: same ? d.vehicle : only ? { kind: 'vehicle', vehicle: only } : null,
        preferences: same && d.preferences ? d.preferences : defaultPreferences(c.customer),
      };
    });
    if (vehicleForm && draft.customer?.customer.customerUuid !== c.customer.customerUuid)
      setVehicleForm(null);
  }

  const sendBackToSlot = useCallback((slot: ChosenSlot, reasons: string[]) => {
    setDraft((d) => (d.slot?.startDateTime === slot.startDateTime ? { ...d, slot: null } : d));
    setSlotNotice({
      title: `${dayLabel(slot.date)} at ${timeLabel(slot.startTime)} can no longer be booked.`,
      reasons,
    });
    setCalendarStart((start) =>
      slot.date >= start && slot.date < addDays(start, calendarDays) ? start : slot.date,
    );
    setCalendarDay(slot.date);
  }, []);

  async function book() {
    if (inFlight.current) return;
    const body = appointmentRequestOf(draft, departmentUuid);
    const slot = draft.slot;
    if (!body || !slot || !reviewKey) {
      setBookError(
        stepProblem(firstOpenStep(draft, context), draft, context) ?? 'Complete every step first.',
      );
      return;
    }
    inFlight.current = true;
    setBookError(null);
    setBooking('checking');
    try {
      // Others book while the advisor reviews: check the time once more right before booking.
      const fresh = await recheckDay(availabilityRequestOf(draft, [slot.date]));
      const check = recheckSlot(fresh, slot);
      if (!check.ok) {
        sendBackToSlot(slot, check.reasons);
        goTo('slot');
        return;
      }
      setBooking('creating');
      setSaved(await create.mutateAsync({ body, idempotencyKey: reviewKey }));
    } catch (error) {
      if (error instanceof ApiError && slotRetryCodes.has(error.code)) {
        const reasons = error.warnings.map((w) => w.warningDescription);
        sendBackToSlot(slot, reasons.length > 0 ? reasons : [error.message]);
        goTo('slot');
        return;
      }
      setBookError(
        error instanceof Error ? error.message : 'The appointment could not be booked. Try again.',
      );
    } finally {
      inFlight.current = false;
      setBooking('idle');
    }
  }

  function startOver() {
    setDraft(emptyDraft);
    setCustomerInput(emptyCustomerStepInput);
    setVehicleForm(null);
    setServiceFilter('');
    setCalendarStart(today);
    setCalendarDay(null);
    setSlotNotice(null);
    setSaved(null);
    setFurthest(0);
    setFocusRequest((n) => n + 1);
    setStep('customer');
  }

  const transportName =
    transport.data?.find((o) => o.transportOptionUuid === draft.transportOptionUuid)?.customName ?? null;
  const advisorName = draft.advisorUuid
    ? (advisors.data?.find((a) => a.uuid === draft.advisorUuid)?.name ?? 'Chosen advisor')
    : null;

  function summaryOf(key: StepKey): string | null {
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
        return transportName;
      case 'advisor':
        return stepIndex('advisor') < furthest ? (advisorName ?? 'Any advisor') : null;
      case 'slot':
        return draft.slot
          ? `${dayLabel(draft.slot.date, 'short')}, ${timeLabel(draft.slot.startTime)}`
          : null;
      case 'reminders':
        return draft.preferences && stepIndex('reminders') < furthest
          ? draft.preferences.notifyCustomer
            ? 'Customer notified'
            : 'No messages'
          : null;
      case 'review':
        return null;
    }
  }

  function content() {
    switch (step) {
      case 'customer':
        return (
          <CustomerStep
            departmentUuid={departmentUuid}
            input={customerInput}
            onInput={setCustomerInput}
            selected={draft.customer}
            onSelect={selectCustomer}
          />
        );
      case 'vehicle':
        return draft.customer ? (
          <VehicleStep
            departmentUuid={departmentUuid}
            customer={draft.customer}
            onCustomerChange={(customer) => update({ customer })}
            choice={draft.vehicle}
            onChoose={(vehicle) => {
              setStepError(null);
              update({ vehicle });
            }}
            form={vehicleForm}
            onForm={setVehicleForm}
          />
        ) : null;
      case 'services':
        return (
          <ServicesStep
            dealerUuid={dealerUuid}
            departmentUuid={departmentUuid}
            vehicleMileage={draft.vehicle?.kind === 'vehicle' ? draft.vehicle.vehicle.estimatedMileage : null}
            chosen={draft.services}
            onChange={(services) => {
              setStepError(null);
              update({ services });
            }}
            filter={serviceFilter}
            onFilter={setServiceFilter}
          />
        );
      case 'transport':
        return (
          <TransportStep
            departmentUuid={departmentUuid}
            chosen={draft.transportOptionUuid}
            onChoose={(transportOptionUuid) => {
              setStepError(null);
              update({ transportOptionUuid });
            }}
          />
        );
      case 'advisor':
        return (
          <AdvisorStep
            dealerUuid={dealerUuid}
            departmentUuid={departmentUuid}
            chosen={draft.advisorUuid}
            onChoose={(advisorUuid) => update({ advisorUuid })}
          />
        );
      case 'slot':
        return (
          <SlotStep
            departmentUuid={departmentUuid}
            timeZone={department.timeZone}
            today={today}
            draft={draft}
            onChoose={(slot) => {
              setStepError(null);
              setSlotNotice(null);
              update({ slot });
            }}
            start={calendarStart}
            onStart={(start) => {
              setCalendarStart(start);
              setCalendarDay(null);
            }}
            day={calendarDay}
            onDay={setCalendarDay}
            notice={slotNotice}
            onSlotLost={sendBackToSlot}
          />
        );
      case 'reminders':
        return draft.customer && draft.preferences ? (
          <RemindersStep
            customer={draft.customer.customer}
            preferences={draft.preferences}
            onChange={(preferences) => update({ preferences })}
          />
        ) : null;
      case 'review':
        return (
          <ReviewStep
            draft={draft}
            timeZone={department.timeZone}
            transportName={transportName}
            advisorName={advisorName}
            onEdit={goTo}
            onComments={(comments) => update({ comments })}
            error={bookError}
          />
        );
    }
  }

  const index = stepIndex(step);
  const current = bookingSteps[index];

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Book an appointment</h1>
        <p className="mt-1 text-slate-600">Customer, vehicle and services first; then a free time.</p>
      </div>

      {saved ? (
        <BookedSummary saved={saved} onBookAnother={startOver} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-6">
          <nav aria-label="Booking steps">
            <ol className="flex gap-1.5 lg:flex-col lg:gap-1">
              {bookingSteps.map((s, i) => {
                const isCurrent = s.key === step;
                const canOpen = reachable(s.key);
                const summary = summaryOf(s.key);
                return (
                  <li key={s.key}>
                    <button
                      type="button"
                      aria-current={isCurrent ? 'step' : undefined}
                      disabled={!canOpen || isCurrent}
                      onClick={() => goTo(s.key)}
                      className={cn(
                        'flex items-center gap-2 rounded-md text-left text-sm lg:w-full lg:px-2 lg:py-1.5',
                        isCurrent ? 'lg:bg-brand-50' : canOpen ? 'hover:bg-slate-100' : 'cursor-default',
                      )}
                    >
                      <span
                        aria-hidden="true"
                        className={cn(
                          'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                          isCurrent
                            ? 'bg-brand-700 text-white'
                            : canOpen
                              ? 'bg-brand-100 text-brand-800'
                              : 'bg-slate-200 text-slate-500',
                        )}
                      >
                        {i + 1}
                      </span>
                      <span className="sr-only min-w-0 lg:not-sr-only">
                        <span
                          className={cn(
                            'block font-medium',
                            isCurrent ? 'text-brand-900' : canOpen ? 'text-slate-800' : 'text-slate-500',
                          )}
                        >
                          {s.title}
                        </span>
                        {summary && (
                          <span className="hidden truncate text-xs text-slate-600 lg:block">{summary}</span>
                        )}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ol>
          </nav>

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
                {current?.title}
              </h2>
              <p className="text-sm text-slate-600">{stepDescriptions[step]}</p>
            </CardHeader>
            <CardBody className="space-y-4">
              {content()}
              {stepError && <Alert tone="error">{stepError}</Alert>}
            </CardBody>
            <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 sm:px-5">
              <Button variant="secondary" onClick={back} disabled={index === 0}>
                Back
              </Button>
              {step === 'review' ? (
                <Button onClick={book} loading={booking !== 'idle'}>
                  {booking === 'checking'
                    ? 'Checking the time…'
                    : booking === 'creating'
                      ? 'Booking…'
                      : 'Book appointment'}
                </Button>
              ) : (
                <Button onClick={next}>Continue</Button>
              )}
            </div>
          </Card>
        </div>
      )}
    </div>
  );
}
