'use client';

import { useId } from 'react';
import { customerName } from '@/components/schedule/schedule-model';
import type { Appointment } from './api';
import { customerNoticePlan, type NoticeEvent } from './notice-model';

/**
 * Says what the customer will be sent about the change and lets the advisor send it or not. When
 * the visit sends nothing anyway, it says so and offers no choice.
 */
export function NotifyChoice({
  appointment,
  event,
  notify,
  onNotify,
}: {
  appointment: Appointment;
  event: NoticeEvent;
  notify: boolean;
  onNotify: (notify: boolean) => void;
}) {
  const id = useId();
  const plan = customerNoticePlan(appointment, event, customerName(appointment));
  if (!plan.sends) return <p className="text-sm text-slate-700">{plan.sentence}</p>;
  return (
    <fieldset className="space-y-1.5" aria-describedby={`${id}-plan`}>
      <legend className="text-sm font-medium text-slate-900">Tell the customer?</legend>
      <p id={`${id}-plan`} className="text-sm text-slate-700">
        {plan.sentence}
      </p>
      <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-notify`}
            checked={notify}
            onChange={() => onNotify(true)}
            className="size-4 accent-brand-700"
          />
          Send it
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name={`${id}-notify`}
            checked={!notify}
            onChange={() => onNotify(false)}
            className="size-4 accent-brand-700"
          />
          Don’t send
        </label>
      </div>
    </fieldset>
  );
}
