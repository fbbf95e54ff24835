'use client';

import { useClock } from '@/components/ui/clock-context';
import { Spinner } from '@/components/ui/spinner';
import { type OpcodeScope, useOpcodeDetail } from './queries';

const eventLabels = {
  CREATED: 'Created',
  UPDATED: 'Updated',
  COMMUNICATION_CODE_MIGRATED: 'Communication code migrated',
} as const;

const show = (value: unknown) =>
  value === null || value === undefined || value === '' ? '(empty)' : JSON.stringify(value);

/** The opcode's changes, newest first: what changed, when, and through which kind of caller. */
export function OpcodeHistory({ scope, uuid }: { scope: OpcodeScope; uuid: string }) {
  const clock = useClock();
  const detail = useOpcodeDetail(scope, uuid);
  return (
    <section aria-labelledby="opcode-history-heading" className="mt-8 border-t border-slate-200 pt-4">
      <h3 id="opcode-history-heading" className="text-sm font-semibold text-slate-900">
        History
      </h3>
      {detail.isPending && (
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> Loading the history…
        </p>
      )}
      {detail.isError && <p className="mt-2 text-sm text-red-700">The history could not be loaded.</p>}
      {detail.data && detail.data.history.length === 0 && (
        <p className="mt-2 text-sm text-slate-600">No changes recorded yet.</p>
      )}
      <ol className="mt-2 space-y-2">
        {detail.data?.history.map((entry) => (
          <li key={entry.uuid} className="rounded-md bg-slate-50 px-3 py-2 text-sm">
            <p className="font-medium text-slate-900">
              <span>{eventLabels[entry.event]}</span>{' '}
              <time dateTime={entry.occurredAt} className="font-normal text-slate-600">
                {clock.dateTime(entry.occurredAt)}
              </time>{' '}
              <span className="font-normal text-slate-600">
                by {entry.actorKind === 'advisor' ? 'an advisor' : 'an integration'}
              </span>
            </p>
            <ul className="mt-1 text-slate-700">
              {Object.entries(entry.changes)
                .slice(0, 8)
                .map(([field, change]) => (
                  <li key={field} className="break-words">
                    {field}: {show(change.from)} → {show(change.to)}
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
