'use client';

import { type ReactNode, useMemo } from 'react';
import { dayLabel } from '@/components/schedule/schedule-model';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useClock } from '@/components/ui/clock-context';
import { controlClasses } from '@/components/ui/input';
import { useRovingFocus } from '@/components/ui/roving-focus';
import {
  availabilityRequestOf,
  type BookingDraft,
  type ChosenSlot,
  customerName,
  formatCents,
  formatMinutes,
  heldTime,
  type StepKey,
  serviceKey,
  serviceMinutes,
  serviceName,
  servicePriceCents,
  serviceTotals,
  timeLabel,
  vehicleName,
} from './booking-model';
import { useAvailability } from './queries';
import { WalkInSummary } from './walk-in-override';

type RowProps = {
  label: string;
  step: StepKey;
  onEdit: (step: StepKey) => void;
  /** The Change buttons are one tab stop; the arrow keys move between them. */
  roving: ReturnType<ReturnType<typeof useRovingFocus>>;
  children: ReactNode;
};

function Row({ label, step, onEdit, roving, children }: RowProps) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 gap-y-1 border-b border-slate-100 py-3 last:border-b-0 sm:grid-cols-[8rem_minmax(0,1fr)_auto]">
      <dt className="text-sm font-medium text-slate-600 sm:pt-1">{label}</dt>
      <dd className="col-span-2 row-start-2 text-slate-900 sm:col-span-1 sm:col-start-2 sm:row-start-1">
        {children}
      </dd>
      <dd className="col-start-2 row-start-1 sm:col-start-3">
        <Button variant="ghost" size="sm" {...roving} onClick={() => onEdit(step)}>
          Change<span className="sr-only"> {label.toLowerCase()}</span>
        </Button>
      </dd>
    </div>
  );
}

function messagesLine(draft: BookingDraft): string {
  const p = draft.preferences;
  if (!p?.notifyCustomer) return 'No messages to the customer';
  const channels = (text: boolean, email: boolean) =>
    [text && 'text', email && 'email'].filter(Boolean).join(' and ') || 'none';
  return `Confirmation by ${channels(p.textConfirmation, p.emailConfirmation)}; reminder by ${channels(
    p.textReminder,
    p.emailReminder,
  )}`;
}

/**
 * The chosen time and how long the visit holds it: the services' time in whole slots, read from a
 * fresh availability answer for the current services (the length the booking will have).
 */
function ChosenTime({
  departmentUuid,
  draft,
  slot,
  serviceMinutes,
  timeZone,
}: {
  departmentUuid: string;
  draft: BookingDraft;
  slot: ChosenSlot;
  serviceMinutes: number;
  timeZone: string;
}) {
  const request = useMemo(() => availabilityRequestOf(draft, [slot.date]), [draft, slot.date]);
  const answer = useAvailability(departmentUuid, request, true);
  const held = heldTime(answer.data, slot);
  const { timeFormat } = useClock();
  const rounded = held.minutes !== serviceMinutes && held.slotSizeMinutes !== null;
  return (
    <>
      {dayLabel(slot.date)} at{' '}
      <span data-testid="review-time">
        {timeLabel(slot.startTime, timeFormat)}–{timeLabel(held.endTime, timeFormat)}
      </span>
      <span className="block text-sm text-slate-600" data-testid="review-held">
        Held for {formatMinutes(held.minutes)}
        {rounded &&
          ` (${formatMinutes(serviceMinutes)} of work in whole ${held.slotSizeMinutes}-minute slots)`}
      </span>
      <span className="block text-sm text-slate-600">Times in {timeZone}</span>
    </>
  );
}

const reviewRows: StepKey[] = [
  'customer',
  'vehicle',
  'services',
  'transport',
  'advisor',
  'slot',
  'reminders',
];

/** Step 8: everything chosen, with a way back to each step, and the button that books. */
export function ReviewStep({
  departmentUuid,
  draft,
  timeZone,
  transportName,
  advisorName,
  onEdit,
  onComments,
  error,
}: {
  departmentUuid: string;
  draft: BookingDraft;
  timeZone: string;
  transportName: string | null;
  advisorName: string | null;
  onEdit: (step: StepKey) => void;
  onComments: (comments: string) => void;
  error: string | null;
}) {
  const totals = serviceTotals(draft.services);
  const { customer, vehicle, slot } = draft;
  const rovingChange = useRovingFocus(reviewRows);
  const rowProps = (step: StepKey) => ({ step, onEdit, roving: rovingChange(step) });
  return (
    <div className="space-y-4">
      <WalkInSummary draft={draft} />
      <p className="sr-only">The Change buttons are one tab stop: the arrow keys move between them.</p>
      <dl>
        <Row label="Customer" {...rowProps('customer')}>
          {customer ? customerName(customer.customer) : '—'}
        </Row>
        <Row label="Vehicle" {...rowProps('vehicle')}>
          {vehicle?.kind === 'vehicle' ? vehicleName(vehicle.vehicle) : 'No vehicle'}
        </Row>
        <Row label="Services" {...rowProps('services')}>
          <ServiceLines draft={draft} totals={totals} />
        </Row>
        <Row label="Transport" {...rowProps('transport')}>
          {transportName ?? 'None'}
        </Row>
        <Row label="Advisor" {...rowProps('advisor')}>
          {advisorName ?? 'Any available advisor'}
        </Row>
        <Row label="Date and time" {...rowProps('slot')}>
          {slot ? (
            <ChosenTime
              departmentUuid={departmentUuid}
              draft={draft}
              slot={slot}
              serviceMinutes={totals.minutes}
              timeZone={timeZone}
            />
          ) : (
            '—'
          )}
        </Row>
        <Row label="Messages" {...rowProps('reminders')}>
          {messagesLine(draft)}
        </Row>
      </dl>

      <CommentsField comments={draft.comments} onComments={onComments} />

      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}

/** The chosen services with their time and price, and the total. */
function ServiceLines({ draft, totals }: { draft: BookingDraft; totals: ReturnType<typeof serviceTotals> }) {
  return (
    <ul className="space-y-1">
      {draft.services.map((s) => {
        const cents = servicePriceCents(s);
        const minutes = serviceMinutes(s);
        return (
          <li key={serviceKey(s)} className="flex justify-between gap-3">
            <span>{serviceName(s)}</span>
            <span className="shrink-0 text-sm text-slate-600 tabular-nums">
              {[minutes === null ? null : formatMinutes(minutes), cents === null ? null : formatCents(cents)]
                .filter(Boolean)
                .join(' · ')}
            </span>
          </li>
        );
      })}
      <li className="flex justify-between gap-3 border-t border-slate-100 pt-1 font-medium">
        <span>Total</span>
        <span className="tabular-nums" data-testid="review-total">
          {formatMinutes(totals.minutes)} · {formatCents(totals.cents)}
        </span>
      </li>
    </ul>
  );
}

/** The customer's concern or comments, sent with the booking. */
function CommentsField({
  comments,
  onComments,
}: {
  comments: string;
  onComments: (comments: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor="booking-comments" className="block text-sm font-medium text-slate-800">
        Customer's concern or comments (optional)
      </label>
      <textarea
        id="booking-comments"
        rows={3}
        maxLength={4000}
        value={comments}
        onChange={(e) => onComments(e.target.value)}
        className={`${controlClasses} py-2`}
      />
    </div>
  );
}
