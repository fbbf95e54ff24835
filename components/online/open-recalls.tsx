'use client';

import type { Dispatch, SetStateAction } from 'react';
import { type Choice, type Details, toggled } from './booking-model';
import { minutesLabel } from './format';
import type { OnlinePlace, OnlineRecall } from './online-api';
import { recallChoiceAfterLookup, selectedRecalls } from './recalls-model';
import { useOpenRecalls } from './use-open-recalls';

/**
 * "Open recalls for your vehicle": each campaign of the dealership covering the customer's car,
 * free, with the repair's duration, ticked by default; unticking leaves it out of the visit.
 */
function RecallList({
  recalls,
  loading,
  chosen,
  onChange,
}: {
  recalls: OnlineRecall[];
  loading: boolean;
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  if (recalls.length === 0)
    return loading ? (
      <p role="status" className="text-sm text-slate-700">
        Checking for open recalls on your vehicle…
      </p>
    ) : null;
  return (
    <fieldset className="rounded-lg border border-amber-300 bg-amber-50 p-3">
      <legend className="px-1 font-semibold text-slate-900">Open recalls for your vehicle</legend>
      <p className="text-sm text-slate-800">
        The manufacturer repairs these for free. We add them to this visit unless you untick them.
      </p>
      <ul className="mt-2 space-y-2">
        {recalls.map((r) => {
          const id = `recall-${r.oemRecallId}`;
          const facts = ['Free', minutesLabel(r.durationMinutes)].filter(Boolean).join(' · ');
          return (
            <li key={r.oemRecallId}>
              <label
                htmlFor={id}
                className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 bg-white p-3 has-[:checked]:border-brand-700"
              >
                <input
                  id={id}
                  type="checkbox"
                  checked={chosen.includes(r.oemRecallId)}
                  onChange={() => onChange(toggled(chosen, r.oemRecallId))}
                  className="mt-1 size-5 shrink-0 accent-brand-700"
                />
                <span className="min-w-0 flex-1">
                  <span className="block font-medium text-slate-900">{r.title}</span>
                  <span className="block text-sm text-slate-800 tabular-nums">{facts}</span>
                  {r.description && <span className="block text-sm text-slate-700">{r.description}</span>}
                  <span className="block text-xs text-slate-700">Recall {r.oemRecallId}</span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

/** The recalls of the vehicle in the details, looked up as soon as it is known, kept in the choice. */
export function OpenRecalls(props: {
  dealer: OnlinePlace;
  session: string;
  details: Details;
  choice: Choice;
  setChoice: Dispatch<SetStateAction<Choice>>;
}) {
  const { setChoice, details } = props;
  const { recalls, loading } = useOpenRecalls(props.dealer, props.session, details, (vehicleKey, found) =>
    setChoice((c) => ({ ...c, recalls: recallChoiceAfterLookup(c.recalls, vehicleKey, found) })),
  );
  const chosen = selectedRecalls(props.choice.recalls, details);
  return (
    <RecallList
      recalls={recalls}
      loading={loading}
      chosen={chosen}
      onChange={(oemIds) => setChoice((c) => (c.recalls ? { ...c, recalls: { ...c.recalls, oemIds } } : c))}
    />
  );
}
