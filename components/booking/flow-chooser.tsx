'use client';

import { cn } from '@/components/ui/cn';
import type { BookingFlow } from './booking-model';

const flows: Array<{ flow: BookingFlow; title: string; detail: string }> = [
  {
    flow: 'customer',
    title: 'Customer first',
    detail: 'Who, which car and services; then a time that fits.',
  },
  { flow: 'time', title: 'Find a time first', detail: 'A free time of the department; then who and what.' },
];

/** The two ways into a booking, as two toggle buttons (Tab and Enter or Space choose one). */
export function FlowChooser({
  flow,
  onChoose,
}: {
  flow: BookingFlow;
  onChoose: (flow: BookingFlow) => void;
}) {
  return (
    <fieldset className="grid gap-2 sm:grid-cols-2">
      <legend className="sr-only">How to start</legend>
      {flows.map((f) => (
        <button
          key={f.flow}
          type="button"
          aria-pressed={flow === f.flow}
          onClick={() => onChoose(f.flow)}
          className={cn(
            'rounded-md border px-3 py-2 text-left',
            flow === f.flow
              ? 'border-brand-700 bg-brand-50 ring-1 ring-brand-700'
              : 'border-slate-200 bg-white hover:bg-slate-50',
          )}
        >
          <span className="block font-medium text-slate-900">{f.title}</span>
          <span className="block text-sm text-slate-600">{f.detail}</span>
        </button>
      ))}
    </fieldset>
  );
}
