'use client';

import { cn } from '@/components/ui/cn';
import type { bookingSteps, StepKey } from './booking-model';

/** The list of the wizard's steps: the current one marked, reached ones open, each with its choice. */
export function StepNav({
  steps,
  step,
  canOpen,
  summaryOf,
  onOpen,
}: {
  steps: ReadonlyArray<(typeof bookingSteps)[number]>;
  step: StepKey;
  canOpen: (key: StepKey) => boolean;
  summaryOf: (key: StepKey) => string | null;
  onOpen: (key: StepKey) => void;
}) {
  return (
    <nav aria-label="Booking steps">
      <ol className="flex gap-1.5 lg:flex-col lg:gap-1">
        {steps.map((s, i) => (
          <StepLink
            key={s.key}
            number={i + 1}
            title={s.title}
            summary={summaryOf(s.key)}
            isCurrent={s.key === step}
            canOpen={canOpen(s.key)}
            onOpen={() => onOpen(s.key)}
          />
        ))}
      </ol>
    </nav>
  );
}

function StepLink({
  number,
  title,
  summary,
  isCurrent,
  canOpen,
  onOpen,
}: {
  number: number;
  title: string;
  summary: string | null;
  isCurrent: boolean;
  canOpen: boolean;
  onOpen: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        aria-current={isCurrent ? 'step' : undefined}
        disabled={!canOpen || isCurrent}
        onClick={onOpen}
        className={cn(
          'flex items-center gap-2 rounded-md text-left text-sm lg:w-full lg:px-2 lg:py-1.5',
          isCurrent ? 'lg:bg-brand-50' : canOpen ? 'hover:bg-slate-100' : 'cursor-default',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
            isCurrent
              ? 'bg-brand-700 text-white'
              : canOpen
                ? 'bg-brand-100 text-brand-800'
                : 'bg-slate-200 text-slate-500',
          )}
        >
          {number}
        </span>
        <span className="sr-only min-w-0 lg:not-sr-only">
          <span
            className={cn(
              'block font-medium',
              isCurrent ? 'text-brand-900' : canOpen ? 'text-slate-800' : 'text-slate-500',
            )}
          >
            {title}
          </span>
          {summary && <span className="hidden truncate text-xs text-slate-600 lg:block">{summary}</span>}
        </span>
      </button>
    </li>
  );
}
