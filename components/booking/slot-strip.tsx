'use client';

import { type KeyboardEvent, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import { dayLabel } from '@/components/schedule/schedule-model';
import { Button } from '@/components/ui/button';
import { useClock } from '@/components/ui/clock-context';
import { cn } from '@/components/ui/cn';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useRovingFocus } from '@/components/ui/roving-focus';
import type { AvailabilityRequest, AvailabilityResponse } from '@/server/scheduling/availability.schemas';
import { addDays, isCalendarDate } from '@/server/time/wall-clock';
import {
  type AvailabilityDay,
  type ChosenSlot,
  type DateWarning,
  type DayState,
  dayBadge,
  dayState,
  daysFrom,
  type Slot,
  slotReasons,
  timeLabel,
} from './booking-model';
import { LoadError, Loading } from './parts';
import { useAvailability } from './queries';

/** Days the strip shows at once (the availability operation evaluates at most 21). */
export const calendarDays = 7;

export type SlotCriteria = Omit<AvailabilityRequest, 'dates'>;

const weekdayShort = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });
const dayNumber = new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: 'UTC' });
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * A week of the department's slots for the given services, advisor and transport option: free
 * ones bookable, the others greyed with why; closed and past days say so with their reason. Used
 * by both ways into a booking and by the reschedule picker.
 */
export function SlotStrip({
  departmentUuid,
  timeZone,
  today,
  criteria,
  chosen,
  onChoose,
  start,
  onStart,
  day,
  onDay,
  onAnswer,
}: {
  departmentUuid: string;
  timeZone: string;
  today: string;
  criteria: SlotCriteria;
  /** startDateTime of the chosen slot. */
  chosen: string | null;
  onChoose: (slot: ChosenSlot) => void;
  start: string;
  onStart: (start: string) => void;
  day: string | null;
  onDay: (day: string) => void;
  /** Each settled answer, so the caller can check its choice against it. */
  onAnswer?: (answer: AvailabilityResponse) => void;
}) {
  const days = useMemo(() => daysFrom(start, calendarDays), [start]);
  const request = useMemo(() => ({ ...criteria, dates: days }), [criteria, days]);
  const availability = useAvailability(departmentUuid, request, true);
  const data = availability.data;
  const settled = !availability.isFetching;
  useEffect(() => {
    if (data && settled) onAnswer?.(data);
  }, [data, settled, onAnswer]);

  const byDate = useMemo(
    () => new Map((data?.availability ?? []).map((d): [string, AvailabilityDay] => [d.date, d])),
    [data],
  );
  const warnings = data?.unavailabilityWarningList ?? [];
  const paging = usePaging(start, today, onStart);
  const activeDay = shownDay(days, day, chosen, (d) => dayState(byDate.get(d), warnings).kind === 'open');

  return (
    <div className="space-y-4">
      <StripControls today={today} start={start} days={days} onStart={onStart} />
      <p className="text-sm text-slate-600">Times in {data?.timeZone ?? timeZone}</p>
      {availability.isPending ? (
        <Loading>Loading available times…</Loading>
      ) : availability.isError ? (
        <LoadError what="Available times" error={availability.error} onRetry={() => availability.refetch()} />
      ) : (
        <>
          <DayButtons
            days={days}
            byDate={byDate}
            warnings={warnings}
            active={activeDay}
            onDay={onDay}
            paging={paging}
          />
          {activeDay && (
            <DayPanel
              key={activeDay}
              date={activeDay}
              day={byDate.get(activeDay)}
              state={dayState(byDate.get(activeDay), warnings)}
              busy={availability.isFetching}
              chosen={chosen}
              onChoose={onChoose}
            />
          )}
        </>
      )}
    </div>
  );
}

const maxDate = (a: string, b: string) => (a > b ? a : b);

/** The day whose times show: the one opened, else the chosen time's, else the first open day. */
function shownDay(days: string[], day: string | null, chosen: string | null, isOpen: (d: string) => boolean) {
  const chosenDate = chosen?.slice(0, 10) ?? null;
  if (day && days.includes(day)) return day;
  if (chosenDate && days.includes(chosenDate)) return chosenDate;
  return days.find(isOpen) ?? days[0];
}

/** Arrowing past either end of the week pages to the next or previous one (not before today). */
function usePaging(start: string, today: string, onStart: (start: string) => void): Paging {
  const focus = useRef<'first' | 'last' | null>(null);
  return {
    earlier: start > today ? () => onStart(maxDate(addDays(start, -calendarDays), today)) : null,
    later: () => onStart(addDays(start, calendarDays)),
    focus,
  };
}

/** The day buttons' arrow keys at the week's ends, and focus on the near end of the week paged to. */
function useWeekPaging(days: string[], paging: Paging) {
  const group = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const end = paging.focus.current;
    if (!end || days.length === 0) return;
    paging.focus.current = null;
    const buttons = group.current?.querySelectorAll('button');
    buttons?.[end === 'first' ? 0 : buttons.length - 1]?.focus();
  }, [days, paging.focus]);
  const pageOn = (event: KeyboardEvent<HTMLElement>, index: number): boolean => {
    const page =
      event.key === 'ArrowLeft' && index === 0
        ? paging.earlier && { go: paging.earlier, focus: 'last' as const }
        : event.key === 'ArrowRight' && index === days.length - 1
          ? { go: paging.later, focus: 'first' as const }
          : null;
    if (!page) return false;
    event.preventDefault();
    paging.focus.current = page.focus;
    page.go();
    return true;
  };
  return { group, pageOn };
}

type Paging = {
  earlier: (() => void) | null;
  later: () => void;
  focus: RefObject<'first' | 'last' | null>;
};

/**
 * Earlier / Later (for the pointer: the keyboard pages by arrowing past the week's ends), and
 * "Go to date", which says so when the date typed is in the past.
 */
function StripControls({
  today,
  start,
  days,
  onStart,
}: {
  today: string;
  start: string;
  days: string[];
  onStart: (start: string) => void;
}) {
  const id = useId();
  const [pastDate, setPastDate] = useState<string | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const lastDay = days[days.length - 1] ?? start;
  const go = (date: string) => {
    setPastDate(null);
    onStart(date);
  };
  const error = pastDate ? `${dayLabel(pastDate)} is in the past. Pick today or a later date.` : null;
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="flex items-center gap-2 pt-6">
        <Button
          variant="secondary"
          size="sm"
          tabIndex={-1}
          disabled={start <= today}
          onClick={() => {
            const earlier = addDays(start, -calendarDays);
            go(earlier < today ? today : earlier);
          }}
        >
          <span aria-hidden="true">‹</span> Earlier
        </Button>
        <p className="text-sm font-medium text-slate-800" aria-live="polite">
          {dayLabel(start, 'short')} – {dayLabel(lastDay, 'short')}
        </p>
        <Button variant="secondary" size="sm" tabIndex={-1} onClick={() => go(addDays(start, calendarDays))}>
          Later <span aria-hidden="true">›</span>
        </Button>
      </div>
      {/* A text field (one tab stop, unlike a date input's four), read once it holds a whole date. */}
      <Field
        id={`${id}-jump`}
        label="Go to date"
        hint={`As year-month-day, like ${today}`}
        className="w-56"
        error={error}
      >
        <Input
          id={`${id}-jump`}
          type="text"
          inputMode="numeric"
          maxLength={10}
          autoComplete="off"
          value={typed ?? pastDate ?? start}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-jump`, { hint: true, error: Boolean(error) })}
          onChange={(e) => {
            const value = e.target.value.trim();
            setTyped(value);
            if (!isCalendarDate(value)) return;
            setTyped(null);
            if (value < today) setPastDate(value);
            else go(value);
          }}
          onBlur={() => setTyped(null)}
        />
      </Field>
    </div>
  );
}

function DayButtons({
  days,
  byDate,
  warnings,
  active,
  onDay,
  paging,
}: {
  days: string[];
  byDate: Map<string, AvailabilityDay>;
  warnings: DateWarning[];
  active: string | undefined;
  onDay: (day: string) => void;
  paging: Paging;
}) {
  // One tab stop for the week; the arrow keys move between its days, and on to the weeks around it.
  const roving = useRovingFocus(days, active ?? null);
  const { group, pageOn } = useWeekPaging(days, paging);
  return (
    <fieldset ref={group}>
      <legend className="sr-only">
        Days (arrow keys move between days, and on to the next or previous week)
      </legend>
      <div className="grid grid-cols-7 gap-1 sm:gap-2">
        {days.map((date) => {
          const state = dayState(byDate.get(date), warnings);
          const isActive = date === active;
          const { onKeyDown, ...stop } = roving(date);
          return (
            <button
              key={date}
              type="button"
              {...stop}
              onKeyDown={(event) => {
                if (!pageOn(event, days.indexOf(date))) onKeyDown(event);
              }}
              aria-pressed={isActive}
              onClick={() => onDay(date)}
              className={cn(
                'flex min-w-0 flex-col items-center rounded-md border px-0.5 py-1.5 text-center leading-tight focus-ring',
                isActive
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : state.kind === 'open'
                    ? 'border-slate-200 bg-white text-slate-900 hover:bg-slate-50'
                    : 'border-slate-200 bg-slate-100 text-slate-700',
              )}
            >
              <span aria-hidden="true" className="text-xs">
                {weekdayShort.format(noon(date))}
              </span>
              <span aria-hidden="true" className="text-base font-semibold tabular-nums">
                {dayNumber.format(noon(date))}
              </span>
              <span className="sr-only">{dayLabel(date)}: </span>
              <span className="w-full text-[11px] break-words sm:text-xs">{dayBadge(state)}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

const stateTitles: Record<Exclude<DayState['kind'], 'open'>, string> = {
  closed: 'Closed',
  past: 'In the past',
  full: 'No time can be booked this day',
};

/** One day: why it cannot be booked (when so), its times, and why each greyed time is unavailable. */
function DayPanel({
  date,
  day,
  state,
  busy,
  chosen,
  onChoose,
}: {
  date: string;
  day: AvailabilityDay | undefined;
  state: DayState;
  busy: boolean;
  chosen: string | null;
  onChoose: (slot: ChosenSlot) => void;
}) {
  const { timeFormat } = useClock();
  const ids = useId();
  const [inspected, setInspected] = useState<string | null>(null);
  const slots = state.kind === 'past' ? [] : (day?.slots ?? []);
  const unavailable = slots.filter((s) => !s.available);
  const inspectedSlot = slots.find((s) => s.startDateTime === inspected && !s.available);
  // The day's times are one tab stop (the chosen time, else the first free one); arrows move inside.
  const keys = useMemo(() => slots.map((s) => s.startDateTime), [slots]);
  const firstFree = slots.find((s) => s.available)?.startDateTime ?? null;
  const roving = useRovingFocus(keys, chosen && keys.includes(chosen) ? chosen : firstFree);
  return (
    <section aria-labelledby={`${ids}-day`} className="space-y-3" aria-busy={busy}>
      <h3 id={`${ids}-day`} className="font-semibold text-slate-900">
        {dayLabel(date)}
      </h3>
      {state.kind !== 'open' && (
        <div className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">
          <p className="font-medium">{state.kind === 'closed' ? state.label : stateTitles[state.kind]}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {state.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      )}
      {slots.length > 0 && state.kind !== 'closed' && (
        <ul
          aria-label={`Times on ${dayLabel(date)} (arrow keys move between them)`}
          className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6"
        >
          {slots.map((slot, i) => (
            <li key={slot.startDateTime}>
              {slot.available ? (
                <FreeSlot
                  roving={roving(slot.startDateTime)}
                  slot={slot}
                  date={date}
                  chosen={chosen === slot.startDateTime}
                  onChoose={onChoose}
                />
              ) : (
                <TakenSlot
                  roving={roving(slot.startDateTime)}
                  slot={slot}
                  reasonId={`${ids}-why-${i}`}
                  inspected={inspected === slot.startDateTime}
                  onInspect={() => setInspected(slot.startDateTime)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <p aria-live="polite" className="min-h-5 text-sm text-slate-700">
        {inspectedSlot &&
          `${timeLabel(inspectedSlot.startTime, timeFormat)} is unavailable: ${slotReasons(inspectedSlot).join('; ')}`}
      </p>
      {unavailable.length > 0 && state.kind !== 'closed' && <WhyUnavailable slots={unavailable} />}
    </section>
  );
}

type RovingProps = ReturnType<ReturnType<typeof useRovingFocus>>;

function FreeSlot({
  roving,
  slot,
  date,
  chosen,
  onChoose,
}: {
  roving: RovingProps;
  slot: Slot;
  date: string;
  chosen: boolean;
  onChoose: (slot: ChosenSlot) => void;
}) {
  const { timeFormat } = useClock();
  return (
    <button
      type="button"
      {...roving}
      aria-pressed={chosen}
      onClick={() =>
        onChoose({
          date,
          startTime: slot.startTime,
          endTime: slot.endTime,
          startDateTime: slot.startDateTime,
        })
      }
      className={cn(
        'h-10 w-full rounded-md border text-sm font-medium tabular-nums focus-ring',
        chosen
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-brand-200 bg-white text-brand-800 hover:bg-brand-50',
      )}
    >
      {timeLabel(slot.startTime, timeFormat)}
    </button>
  );
}

function TakenSlot({
  roving,
  slot,
  reasonId,
  inspected,
  onInspect,
}: {
  roving: RovingProps;
  slot: Slot;
  reasonId: string;
  inspected: boolean;
  onInspect: () => void;
}) {
  const { timeFormat } = useClock();
  const reasons = slotReasons(slot);
  return (
    <>
      <button
        type="button"
        {...roving}
        aria-disabled="true"
        aria-label={`${timeLabel(slot.startTime, timeFormat)}, unavailable`}
        aria-describedby={reasonId}
        title={reasons.join('\n')}
        onFocus={(event) => {
          roving.onFocus(event);
          onInspect();
        }}
        onClick={onInspect}
        className={cn(
          'h-10 w-full cursor-not-allowed rounded-md border border-slate-200 bg-slate-100 text-sm text-slate-400 tabular-nums line-through focus-ring',
          inspected && 'border-slate-400 text-slate-600',
        )}
      >
        {timeLabel(slot.startTime, timeFormat)}
      </button>
      <span id={reasonId} hidden>
        {reasons.join('. ')}
      </span>
    </>
  );
}

function WhyUnavailable({ slots }: { slots: Slot[] }) {
  const { timeFormat } = useClock();
  return (
    <details className="text-sm text-slate-700">
      <summary className="cursor-pointer font-medium text-slate-800">
        Why {slots.length} {slots.length === 1 ? 'time is' : 'times are'} unavailable
      </summary>
      <ul className="mt-1 space-y-0.5 pl-1">
        {slots.map((slot) => (
          <li key={slot.startDateTime}>
            <span className="font-medium tabular-nums">{timeLabel(slot.startTime, timeFormat)}</span>:{' '}
            {slotReasons(slot).join('; ')}
          </li>
        ))}
      </ul>
    </details>
  );
}
