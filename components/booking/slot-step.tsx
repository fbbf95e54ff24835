'use client';

import { useCallback, useMemo } from 'react';
import { dayLabel } from '@/components/schedule/schedule-model';
import { Alert } from '@/components/ui/alert';
import { useClock } from '@/components/ui/clock-context';
import type { AvailabilityResponse } from '@/server/scheduling/availability.schemas';
import {
  availabilityRequestOf,
  type BookingDraft,
  type ChosenSlot,
  recheckSlot,
  timeLabel,
} from './booking-model';
import { type SlotCriteria, SlotStrip } from './slot-strip';
import { useDraftWalkIn, WalkInOverride } from './walk-in-override';

export { calendarDays } from './slot-strip';

/**
 * Why the advisor is back on this step: the time they chose can no longer be booked, and the free
 * times nearest to it for what is chosen now.
 */
/** The time that was lost (its words are written in the dealer's format where it is shown), why, and the nearest free ones. */
export type SlotNotice = { lost: ChosenSlot; reasons: string[]; nearest: ChosenSlot[] };

/** The date-and-time step: the slot strip for the wizard's choices, and why a chosen time was lost. */
export function SlotStep({
  departmentUuid,
  timeZone,
  today,
  draft,
  onChoose,
  start,
  onStart,
  day,
  onDay,
  notice,
  onSlotLost,
  advisorName = null,
}: {
  departmentUuid: string;
  timeZone: string;
  today: string;
  draft: BookingDraft;
  onChoose: (slot: ChosenSlot) => void;
  start: string;
  onStart: (start: string) => void;
  day: string | null;
  onDay: (day: string) => void;
  notice: SlotNotice | null;
  onSlotLost: (slot: ChosenSlot, reasons: string[]) => void;
  /** The advisor chosen (or brought from the schedule), whose free times the strip shows. */
  advisorName?: string | null;
}) {
  const chosen = draft.slot;
  const walkIn = useDraftWalkIn(draft);
  const criteria = useMemo((): SlotCriteria => {
    const { dates: _, ...rest } = availabilityRequestOf(draft, []);
    return rest;
  }, [draft]);

  // A fresh answer that no longer offers the chosen time (someone booked it, or a changed service,
  // advisor or transport option rules it out) takes the choice back, with the reason.
  const onAnswer = useCallback(
    (answer: AvailabilityResponse) => {
      // A walk-in's time is held back by the rules it is booked over.
      if (!chosen || walkIn || !answer.availability.some((d) => d.date === chosen.date)) return;
      const check = recheckSlot(answer, chosen);
      if (!check.ok) onSlotLost(chosen, check.reasons);
    },
    [chosen, walkIn, onSlotLost],
  );

  return (
    <div className="space-y-4">
      {notice && <LostSlotNotice notice={notice} onChoose={onChoose} />}
      {chosen && <ChosenLine chosen={chosen} advisorName={advisorName} />}
      <SlotStrip
        departmentUuid={departmentUuid}
        timeZone={timeZone}
        today={today}
        criteria={criteria}
        chosen={chosen?.startDateTime ?? null}
        onChoose={onChoose}
        start={start}
        onStart={onStart}
        day={day}
        onDay={onDay}
        onAnswer={onAnswer}
      />
      <WalkInOverride
        departmentUuid={departmentUuid}
        timeZone={timeZone}
        today={today}
        draft={draft}
        onChoose={onChoose}
      />
    </div>
  );
}

/** The time chosen so far, and with whom. */
function ChosenLine({ chosen, advisorName }: { chosen: ChosenSlot; advisorName: string | null }) {
  const { timeFormat } = useClock();
  return (
    <p className="text-sm text-slate-600">
      Chosen:{' '}
      <strong className="text-slate-900">
        {dayLabel(chosen.date)} at {timeLabel(chosen.startTime, timeFormat)}
      </strong>
      {advisorName && (
        <>
          {' '}
          with <strong className="text-slate-900">{advisorName}</strong>
        </>
      )}
    </p>
  );
}

function LostSlotNotice({ notice, onChoose }: { notice: SlotNotice; onChoose: (slot: ChosenSlot) => void }) {
  const { timeFormat } = useClock();
  return (
    <Alert tone="error">
      <p className="font-medium">
        {dayLabel(notice.lost.date)} at {timeLabel(notice.lost.startTime, timeFormat)} can no longer be
        booked.
      </p>
      {notice.reasons.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {notice.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      <p className="mt-1">Pick another time; everything else you entered is kept.</p>
      {notice.nearest.length > 0 && (
        <div className="mt-2">
          <p className="font-medium">Nearest free times</p>
          <ul aria-label="Nearest free times" className="mt-1 flex flex-wrap gap-2">
            {notice.nearest.map((slot) => (
              <li key={slot.startDateTime}>
                <button
                  type="button"
                  onClick={() => onChoose(slot)}
                  className="rounded-md border border-brand-200 bg-white px-2.5 py-1 text-sm font-medium text-brand-800 tabular-nums hover:bg-brand-50"
                >
                  {dayLabel(slot.date, 'short')}, {timeLabel(slot.startTime, timeFormat)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Alert>
  );
}
