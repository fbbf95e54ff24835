'use client';

import { dayLabel, longDayLabel, timeLabel, zoneLabel } from './format';
import type { OnlineTimes } from './online-api';

const chip =
  'min-h-11 rounded-lg border px-3 text-sm font-medium focus-ring aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white';

/** What to do when the day has nothing free: never a dead end. */
function NothingFree(props: {
  times: OnlineTimes;
  date: string;
  onDate: (date: string) => void;
  onDropOff: (optionUuid: string) => void;
  onWaitlist: () => void;
  waitlisted: boolean;
}) {
  const { times } = props;
  // The next day after this one with a free time (the window's first free day may lie before it).
  const later = times.days.find((d) => d.date > props.date && d.times.length > 0)?.date;
  const next = later ?? times.nextFreeDate;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
      <p className="font-medium">
        {times.nextFreeDate
          ? 'No free times on this day for this choice.'
          : 'No free times online in the coming days for this choice. Try fewer services, or call us.'}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {next && next !== props.date && (
          <button
            type="button"
            className={`${chip} border-slate-300 bg-white`}
            onClick={() => props.onDate(next)}
          >
            {later ? 'Next free day' : 'First free day'}: {dayLabel(next)}
          </button>
        )}
        {times.dropOffOptionUuid && (
          <button
            type="button"
            className={`${chip} border-slate-300 bg-white`}
            onClick={() => props.onDropOff(times.dropOffOptionUuid as string)}
          >
            Drop the car off instead
          </button>
        )}
        {props.waitlisted ? (
          <p role="status" className="text-sm">
            We will text you when a time opens on this day.
          </p>
        ) : (
          <button type="button" className={`${chip} border-slate-300 bg-white`} onClick={props.onWaitlist}>
            Text me when something opens
          </button>
        )}
      </div>
    </div>
  );
}

/** The free days and the times of the chosen day, in the dealer's time zone. */
export function ChooseTime(props: {
  times: OnlineTimes;
  date: string;
  loading: boolean;
  onDate: (date: string) => void;
  onTime: (startDateTime: string) => void;
  onDropOff: (optionUuid: string) => void;
  onWaitlist: () => void;
  waitlisted: boolean;
}) {
  const { times, date } = props;
  const day = times.days.find((d) => d.date === date);
  return (
    <section aria-labelledby="times-heading" aria-busy={props.loading} className="space-y-3">
      <h2 id="times-heading" className="text-lg font-semibold text-slate-900">
        Free times
      </h2>
      <p className="text-sm text-slate-700">
        Times are {zoneLabel(times.timeZone)}.{' '}
        <span role="status" className="font-medium text-slate-900">
          {props.loading ? 'Updating the free times for your choice…' : ''}
        </span>
      </p>
      <fieldset className="relative -mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1">
        <legend className="sr-only">Day</legend>
        {times.days.map((d) => (
          <button
            key={d.date}
            type="button"
            aria-pressed={d.date === date}
            onClick={() => props.onDate(d.date)}
            className={`${chip} relative shrink-0 border-slate-300 bg-white text-slate-900 ${d.times.length === 0 ? 'text-slate-600' : ''}`}
          >
            {dayLabel(d.date)}
            <span className="sr-only">
              {d.times.length === 0 ? ', nothing free' : `, ${d.times.length} free times`}
            </span>
          </button>
        ))}
      </fieldset>
      <h3 className="font-medium text-slate-900">{longDayLabel(date)}</h3>
      {day && day.times.length > 0 ? (
        <ul
          aria-label={`Free times on ${longDayLabel(date)}`}
          className="grid grid-cols-3 gap-2 sm:grid-cols-4"
        >
          {day.times.map((t) => (
            <li key={t.startDateTime}>
              <button
                type="button"
                onClick={() => props.onTime(t.startDateTime)}
                className={`${chip} w-full border-brand-700 bg-white text-brand-800 hover:bg-brand-50`}
              >
                {timeLabel(t.time)}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <NothingFree {...props} />
      )}
    </section>
  );
}
