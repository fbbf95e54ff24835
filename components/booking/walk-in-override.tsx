'use client';

import { createContext, type ReactNode, useContext, useId, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { describedBy, Field } from '@/components/ui/field';
import { controlClasses } from '@/components/ui/input';
import { onlyOverridable } from '@/server/scheduling/override-codes';
import { instantToWallClock } from '@/server/time/wall-clock';
import {
  availabilityRequestOf,
  type BookingDraft,
  type ChosenSlot,
  slotReasons,
  timeLabel,
} from './booking-model';
import { useAvailability } from './queries';

/** A walk-in booked over the notice window or an advisor's limits: the time and why. */
export type WalkIn = { slot: ChosenSlot; reason: string };

type WalkInState = {
  /** The signed-in person may book over the rules (dealership administrator or the authority). */
  allowed: boolean;
  walkIn: WalkIn | null;
  setWalkIn: (walkIn: WalkIn | null) => void;
};

const WalkInContext = createContext<WalkInState>({ allowed: false, walkIn: null, setWalkIn: () => {} });

/** Holds the wizard's walk-in override for its steps (the slot step sets it, booking sends it). */
export function WalkInScope({ allowed, children }: { allowed: boolean; children: ReactNode }) {
  const [walkIn, setWalkIn] = useState<WalkIn | null>(null);
  const value = useMemo(() => ({ allowed, walkIn, setWalkIn }), [allowed, walkIn]);
  return <WalkInContext.Provider value={value}>{children}</WalkInContext.Provider>;
}

export const useWalkInState = () => useContext(WalkInContext);

/** The walk-in override that applies to the draft: only while its time is the chosen one. */
export function walkInFor(walkIn: WalkIn | null, draft: Pick<BookingDraft, 'slot'>): WalkIn | null {
  return walkIn && draft.slot?.startDateTime === walkIn.slot.startDateTime ? walkIn : null;
}

/** The walk-in override of the draft, if any (for the steps and booking). */
export function useDraftWalkIn(draft: Pick<BookingDraft, 'slot'>): WalkIn | null {
  return walkInFor(useWalkInState().walkIn, draft);
}

/**
 * For people who may book over the rules: today's times that only the notice window or an
 * advisor's limits hold back, bookable as a walk-in with a reason (kept in the visit's history).
 */
export function WalkInOverride({
  departmentUuid,
  timeZone,
  today,
  draft,
  onChoose,
}: {
  departmentUuid: string;
  timeZone: string;
  today: string;
  draft: BookingDraft;
  onChoose: (slot: ChosenSlot) => void;
}) {
  const { allowed, walkIn, setWalkIn } = useWalkInState();
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  const chosen = walkInFor(walkIn, draft);
  return (
    <section aria-label="Walk-in" className="rounded-lg border border-amber-200 bg-amber-50/60 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">Walk-in</p>
        <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide walk-in times' : 'Book a walk-in over the rules'}
        </Button>
      </div>
      {chosen && (
        <p className="mt-2 text-sm text-slate-800">
          Walk-in at <strong>{timeLabel(chosen.slot.startTime)}</strong>, booked over the rules:{' '}
          {chosen.reason}
        </p>
      )}
      {open && (
        <WalkInTimes
          departmentUuid={departmentUuid}
          timeZone={timeZone}
          today={today}
          draft={draft}
          onChoose={(slot, reason) => {
            setWalkIn({ slot, reason });
            onChoose(slot);
            setOpen(false);
          }}
        />
      )}
    </section>
  );
}

/** The reason, and today's held-back times to pick from. */
function WalkInTimes({
  departmentUuid,
  timeZone,
  today,
  draft,
  onChoose,
}: {
  departmentUuid: string;
  timeZone: string;
  today: string;
  draft: BookingDraft;
  onChoose: (slot: ChosenSlot, reason: string) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const times = useHeldBackTimes(departmentUuid, timeZone, today, draft);
  const choose = (slot: ChosenSlot) => {
    if (!reason.trim()) {
      setError('Say why this visit is booked over the rules.');
      return;
    }
    setError(null);
    onChoose(slot, reason.trim());
  };
  return (
    <div className="mt-3 space-y-3">
      <p className="text-sm text-slate-700">
        Times today that the notice window or an advisor’s limits hold back. Opening hours, closures and the
        shop’s capacity still apply.
      </p>
      <Field id={`${id}-reason`} label="Reason (kept in the visit’s history)" error={error}>
        <textarea
          id={`${id}-reason`}
          className={cn(controlClasses, 'py-2')}
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-reason`, { error: Boolean(error) })}
        />
      </Field>
      {times.state === 'loading' && <p className="text-sm text-slate-600">Looking up today’s times…</p>}
      {times.state === 'error' && <Alert tone="error">Today’s times could not be loaded.</Alert>}
      {times.state === 'ready' && times.slots.length === 0 && (
        <p className="text-sm text-slate-600">No time today can be booked over the rules.</p>
      )}
      {times.state === 'ready' && times.slots.length > 0 && (
        <ul aria-label="Walk-in times today" className="flex flex-wrap gap-2">
          {times.slots.map(({ slot, why }) => (
            <li key={slot.startDateTime}>
              <Button variant="secondary" size="sm" title={why} onClick={() => choose(slot)}>
                Walk-in at {timeLabel(slot.startTime)}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Today's slots still ahead that only overridable rules hold back (override-codes.ts). */
function useHeldBackTimes(departmentUuid: string, timeZone: string, today: string, draft: BookingDraft) {
  const request = useMemo(() => availabilityRequestOf(draft, [today]), [draft, today]);
  const answer = useAvailability(departmentUuid, request, true);
  if (answer.isPending) return { state: 'loading' as const, slots: [] };
  if (answer.isError) return { state: 'error' as const, slots: [] };
  const now = instantToWallClock(new Date(), timeZone);
  const slots = (answer.data.availability.find((d) => d.date === today)?.slots ?? [])
    .filter((s) => !s.available && s.startDateTime > now && onlyOverridable(s.warningCodes))
    .map((s) => ({
      slot: { date: today, startTime: s.startTime, endTime: s.endTime, startDateTime: s.startDateTime },
      why: slotReasons(s).join(' '),
    }));
  return { state: 'ready' as const, slots };
}

/** On the review: the chosen time is a walk-in booked over the rules, and why. */
export function WalkInSummary({ draft }: { draft: Pick<BookingDraft, 'slot'> }) {
  const walkIn = useDraftWalkIn(draft);
  if (!walkIn) return null;
  return (
    <Alert tone="info">
      Walk-in at {timeLabel(walkIn.slot.startTime)}, booked over the notice window or an advisor’s limits.
      Reason: {walkIn.reason}
    </Alert>
  );
}
