'use client';

import { useEffect, useId, useMemo, useState } from 'react';
import { dayLabel } from '@/components/schedule/schedule-model';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { addDays, isCalendarDate } from '@/server/time/wall-clock';
import {
  type AvailabilityDay,
  availabilityRequestOf,
  type BookingDraft,
  type ChosenSlot,
  type DayState,
  dayState,
  daysFrom,
  recheckSlot,
  type Slot,
  slotReasons,
  timeLabel,
} from './booking-model';
import { LoadError, Loading } from './parts';
import { useAvailability } from './queries';

/** Days the calendar shows at once (the availability operation evaluates at most 21). */
export const calendarDays = 7;

/** Why the advisor is back on this step: the time they chose can no longer be booked. */
export type SlotNotice = { title: string; reasons: string[] };

const weekdayShort = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const dayNumber = new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: 'UTC' });
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

function dayBadge(state: DayState): string {
  if (state.kind === 'closed') return 'Closed';
  if (state.kind === 'full') return '0 free';
  return `${state.availableCount} free`;
}

/** Step 6: a week of the department's slots; free ones bookable, the others greyed with why. */
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
}) {
  const ids = useId();
  const days = useMemo(() => daysFrom(start, calendarDays), [start]);
  const request = useMemo(() => availabilityRequestOf(draft, days), [draft, days]);
  const availability = useAvailability(departmentUuid, request, true);
  const [inspected, setInspected] = useState<string | null>(null);
  const data = availability.data;
  const byDate = useMemo(
    () => new Map((data?.availability ?? []).map((d): [string, AvailabilityDay] => [d.date, d])),
    [data],
  );
  const warnings = data?.unavailabilityWarningList ?? [];
  const chosen = draft.slot;

  // A fresh answer that no longer offers the chosen time (someone booked it, or a changed service,
  // advisor or transport option rules it out) takes the choice back, with the reason.
  useEffect(() => {
    if (!data || availability.isFetching || !chosen) return;
    if (!data.availability.some((d) => d.date === chosen.date)) return;
    const check = recheckSlot(data, chosen);
    if (!check.ok) onSlotLost(chosen, check.reasons);
  }, [data, availability.isFetching, chosen, onSlotLost]);

  const firstOpen = days.find((d) => dayState(byDate.get(d), warnings).kind === 'open');
  const activeDay =
    day && days.includes(day)
      ? day
      : chosen && days.includes(chosen.date)
        ? chosen.date
        : (firstOpen ?? days[0]);
  const active = activeDay ? byDate.get(activeDay) : undefined;
  const activeState = dayState(active, warnings);
  const unavailable = active?.slots.filter((s) => !s.available) ?? [];
  const inspectedSlot = active?.slots.find((s) => s.startDateTime === inspected && !s.available);
  const zone = data?.timeZone ?? timeZone;

  function slotButton(slot: Slot, index: number) {
    const isChosen = chosen?.startDateTime === slot.startDateTime;
    if (slot.available) {
      return (
        <button
          type="button"
          aria-pressed={isChosen}
          onClick={() => {
            setInspected(null);
            onChoose({
              date: active?.date ?? slot.startDateTime.slice(0, 10),
              startTime: slot.startTime,
              endTime: slot.endTime,
              startDateTime: slot.startDateTime,
            });
          }}
          className={cn(
            'h-10 w-full rounded-md border text-sm font-medium tabular-nums',
            isChosen
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-brand-200 bg-white text-brand-800 hover:bg-brand-50',
          )}
        >
          {timeLabel(slot.startTime)}
        </button>
      );
    }
    const reasons = slotReasons(slot);
    const reasonId = `${ids}-why-${index}`;
    return (
      <>
        <button
          type="button"
          aria-disabled="true"
          aria-label={`${timeLabel(slot.startTime)}, unavailable`}
          aria-describedby={reasonId}
          title={reasons.join('\n')}
          onFocus={() => setInspected(slot.startDateTime)}
          onClick={() => setInspected(slot.startDateTime)}
          className={cn(
            'h-10 w-full cursor-not-allowed rounded-md border border-slate-200 bg-slate-100 text-sm text-slate-400 tabular-nums line-through',
            inspected === slot.startDateTime && 'border-slate-400 text-slate-600',
          )}
        >
          {timeLabel(slot.startTime)}
        </button>
        <span id={reasonId} hidden>
          {reasons.join('. ')}
        </span>
      </>
    );
  }

  const lastDay = days[days.length - 1] ?? start;

  return (
    <div className="space-y-4">
      {notice && (
        <Alert tone="error">
          <p className="font-medium">{notice.title}</p>
          {notice.reasons.length > 0 && (
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {notice.reasons.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          )}
          <p className="mt-1">Pick another time; everything else you entered is kept.</p>
        </Alert>
      )}

      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="sm"
            disabled={start <= today}
            onClick={() => {
              const earlier = addDays(start, -calendarDays);
              onStart(earlier < today ? today : earlier);
            }}
          >
            <span aria-hidden="true">‹</span> Earlier
          </Button>
          <p className="text-sm font-medium text-slate-800" aria-live="polite">
            {dayLabel(start, 'short')} – {dayLabel(lastDay, 'short')}
          </p>
          <Button variant="secondary" size="sm" onClick={() => onStart(addDays(start, calendarDays))}>
            Later <span aria-hidden="true">›</span>
          </Button>
        </div>
        <Field id="slot-jump" label="Go to date" className="w-44">
          <Input
            id="slot-jump"
            type="date"
            min={today}
            value={start}
            onChange={(e) => {
              const value = e.target.value;
              if (isCalendarDate(value) && value >= today) onStart(value);
            }}
          />
        </Field>
      </div>
      <p className="text-sm text-slate-600">
        Times in {zone}
        {chosen && (
          <>
            {' '}
            · Chosen:{' '}
            <strong className="text-slate-900">
              {dayLabel(chosen.date)} at {timeLabel(chosen.startTime)}
            </strong>
          </>
        )}
      </p>

      {availability.isPending ? (
        <Loading>Loading available times…</Loading>
      ) : availability.isError ? (
        <LoadError what="Available times" error={availability.error} onRetry={() => availability.refetch()} />
      ) : (
        <>
          <fieldset>
            <legend className="sr-only">Days</legend>
            <div className="grid grid-cols-7 gap-1 sm:gap-2">
              {days.map((date) => {
                const state = dayState(byDate.get(date), warnings);
                const isActive = date === activeDay;
                return (
                  <button
                    key={date}
                    type="button"
                    aria-pressed={isActive}
                    onClick={() => {
                      setInspected(null);
                      onDay(date);
                    }}
                    className={cn(
                      'flex flex-col items-center rounded-md border px-0.5 py-1.5 text-center leading-tight',
                      isActive
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : state.kind === 'open'
                          ? 'border-slate-200 bg-white text-slate-900 hover:bg-slate-50'
                          : 'border-slate-200 bg-slate-100 text-slate-500',
                    )}
                  >
                    <span aria-hidden="true" className="text-xs">
                      {weekdayShort.format(noon(date))}
                    </span>
                    <span aria-hidden="true" className="text-base font-semibold tabular-nums">
                      {dayNumber.format(noon(date))}
                    </span>
                    <span className="sr-only">{dayLabel(date)}: </span>
                    <span className="text-[11px] sm:text-xs">{dayBadge(state)}</span>
                  </button>
                );
              })}
            </div>
          </fieldset>

          {activeDay && (
            <section aria-labelledby={`${ids}-day`} className="space-y-3" aria-busy={availability.isFetching}>
              <h3 id={`${ids}-day`} className="font-semibold text-slate-900">
                {dayLabel(activeDay)}
              </h3>
              {activeState.kind !== 'open' && (
                <div className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
                  <p className="font-medium">
                    {activeState.kind === 'closed' ? 'Closed' : 'No time can be booked this day'}
                  </p>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5">
                    {activeState.reasons.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ul>
                </div>
              )}
              {active && active.slots.length > 0 && (
                <ul
                  aria-label={`Times on ${dayLabel(activeDay)}`}
                  className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6"
                >
                  {active.slots.map((slot, i) => (
                    <li key={slot.startDateTime}>{slotButton(slot, i)}</li>
                  ))}
                </ul>
              )}
              <p aria-live="polite" className="min-h-5 text-sm text-slate-700">
                {inspectedSlot &&
                  `${timeLabel(inspectedSlot.startTime)} is unavailable: ${slotReasons(inspectedSlot).join('; ')}`}
              </p>
              {unavailable.length > 0 && (
                <details className="text-sm text-slate-700">
                  <summary className="cursor-pointer font-medium text-slate-800">
                    Why {unavailable.length} {unavailable.length === 1 ? 'time is' : 'times are'} unavailable
                  </summary>
                  <ul className="mt-1 space-y-0.5 pl-1">
                    {unavailable.map((slot) => (
                      <li key={slot.startDateTime}>
                        <span className="font-medium tabular-nums">{timeLabel(slot.startTime)}</span>:{' '}
                        {slotReasons(slot).join('; ')}
                      </li>
                    ))}
                  </ul>
                </details>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
