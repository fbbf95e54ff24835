'use client';

import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { type VisitTimes, visitRequest } from './visit-model';

/** A week of free times at a time; picking one moves the visit (the server's rules decide). */
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
  const [from, setFrom] = useState<string | null>(null);
  const [times, setTimes] = useState<VisitTimes | null>(null);
  const [failed, setFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
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
  const open = times?.days.filter((d) => d.times.length > 0) ?? [];
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
      {failed && <Alert tone="error">The free times could not be loaded. Please try again.</Alert>}
      {!times && !failed && <p className="text-slate-600">Loading free times…</p>}
      {times && open.length === 0 && <p className="text-slate-700">No free times this week.</p>}
      {open.map((day) => (
        <fieldset key={day.date} className="flex flex-col gap-2">
          <legend className="font-medium text-slate-900">{day.label}</legend>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {day.times.map((t) => (
              <Button
                key={t.startDateTime}
                variant="secondary"
                disabled={busy}
                aria-label={`${day.label} at ${t.label}`}
                className="h-11 whitespace-nowrap px-2"
                onClick={() => onPick(t.startDateTime)}
              >
                {t.label}
              </Button>
            ))}
          </div>
        </fieldset>
      ))}
      <div className="grid grid-cols-2 gap-3">
        <Button variant="secondary" className="h-12" onClick={onClose}>
          Keep this time
        </Button>
        <Button
          variant="ghost"
          className="h-12"
          disabled={!times}
          onClick={() => times && setFrom(times.nextFrom)}
        >
          Next week
        </Button>
      </div>
    </section>
  );
}
