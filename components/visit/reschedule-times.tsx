'use client';

import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { dayParts, type VisitTimes, visitRequest } from './visit-model';

type Day = VisitTimes['days'][number];

const chip =
  'min-h-11 rounded-lg border border-slate-300 bg-white px-1 text-sm font-medium text-slate-900 focus-ring aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white';

/**
 * The week's days with free times, four to a row (a week takes two rows on a phone, with no
 * sideways scrolling); the chosen one is pressed.
 */
function DayPicker({
  days,
  chosen,
  onChoose,
}: {
  days: Day[];
  chosen: string;
  onChoose: (date: string) => void;
}) {
  return (
    <fieldset className="grid min-w-0 grid-cols-4 gap-2">
      <legend className="sr-only">Day</legend>
      {days.map((d) => {
        const { weekday, monthDay } = dayParts(d.date);
        return (
          <button
            key={d.date}
            type="button"
            aria-pressed={d.date === chosen}
            onClick={() => onChoose(d.date)}
            className={`${chip} flex flex-col items-center justify-center py-1 leading-tight`}
          >
            <span>{weekday}</span>
            <span>{monthDay}</span>
            <span className="sr-only">, {d.times.length} free times</span>
          </button>
        );
      })}
    </fieldset>
  );
}

/**
 * The chosen day's free times. Picking one keeps the focus on it while the move runs
 * (aria-disabled, not disabled, which would drop the focus), so a refusal is read from there.
 */
function DayTimes({
  day,
  busy,
  onPick,
}: {
  day: Day;
  busy: boolean;
  onPick: (startDateTime: string) => void;
}) {
  return (
    <>
      <h3 className="font-medium text-slate-900">{day.label}</h3>
      <ul
        aria-label={`Free times on ${day.label}`}
        className="grid grid-cols-3 gap-2 min-[400px]:grid-cols-4"
      >
        {day.times.map((t) => (
          <li key={t.startDateTime}>
            <button
              type="button"
              aria-disabled={busy || undefined}
              aria-label={`${day.label} at ${t.label}`}
              className={`${chip} w-full whitespace-nowrap aria-disabled:cursor-wait`}
              onClick={() => busy || onPick(t.startDateTime)}
            >
              {t.label}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The free times of the visit's department a week at a time, loaded from `from` (null: from today). */
function useWeekOfTimes(token: string, from: string | null) {
  const [times, setTimes] = useState<VisitTimes | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setTimes(null);
    setFailed(false);
    visitRequest<VisitTimes>(token, from ? `times?from=${from}` : 'times')
      .then((result) => live && setTimes(result))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [token, from]);
  return { times, failed };
}

/**
 * A week of free times, one day's shown at a time (about 750 px tall at 360 px wide, where the
 * week's list of every day was about 3,100); picking one moves the visit (the server's rules decide).
 */
export function RescheduleTimes({
  token,
  busy,
  onPick,
  onClose,
}: {
  token: string;
  busy: boolean;
  onPick: (startDateTime: string) => void;
  onClose: () => void;
}) {
  // The weeks shown so far, first to current: "Earlier week" goes back one.
  const [weeks, setWeeks] = useState<(string | null)[]>([null]);
  const { times, failed } = useWeekOfTimes(token, weeks[weeks.length - 1] ?? null);
  const [date, setDate] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const open = times?.days.filter((d) => d.times.length > 0) ?? [];
  const day = open.find((d) => d.date === date) ?? open[0];
  // The week buttons stay in place and focusable while a week loads; a press then does nothing.
  const toWeek = (next: (string | null)[]) => {
    if (!times) return;
    setDate(null);
    setWeeks(next);
  };
  return (
    <section
      aria-labelledby="reschedule-heading"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2
        id="reschedule-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900"
      >
        Pick a new time
      </h2>
      <p role="status" className="text-slate-700 empty:hidden">
        {!times && !failed ? 'Loading free times…' : times && !day ? 'No free times this week.' : ''}
      </p>
      {failed && <Alert tone="error">The free times could not be loaded. Please try again.</Alert>}
      {day && <DayPicker days={open} chosen={day.date} onChoose={setDate} />}
      {day && <DayTimes day={day} busy={busy} onPick={onPick} />}
      <div className="grid grid-cols-2 gap-3">
        <Button
          variant="ghost"
          className="h-12 aria-disabled:text-slate-500"
          aria-disabled={!times || weeks.length === 1 || undefined}
          onClick={() => weeks.length > 1 && toWeek(weeks.slice(0, -1))}
        >
          Earlier week
        </Button>
        <Button
          variant="ghost"
          className="h-12"
          aria-disabled={!times || undefined}
          onClick={() => times && toWeek([...weeks, times.nextFrom])}
        >
          Next week
        </Button>
      </div>
      <Button variant="secondary" className="h-12" onClick={onClose}>
        Keep this time
      </Button>
    </section>
  );
}
