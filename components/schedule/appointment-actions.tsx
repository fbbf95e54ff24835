'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import type { Appointment } from '@/components/appointments/api';
import { StatusButtons } from '@/components/appointments/status-buttons';
import { Button } from '@/components/ui/button';
import { useClock } from '@/components/ui/clock-context';
import { appointmentHref } from './appointment-block';
import { canMove } from './day-grid';
import { MoveForm } from './move-form';
import { type AdvisorColumn, appointmentLabel, endTimeOf } from './schedule-model';

/**
 * What an advisor does with one visit from the schedule: mark it arrived, no-show or confirmed,
 * move it (the keyboard way to drag) or open it. Focus lands on its heading when it opens.
 */
export function AppointmentActions({
  appointment,
  departmentUuid,
  advisors,
  movePending,
  onMove,
  onClose,
}: {
  appointment: Appointment;
  departmentUuid: string;
  advisors: AdvisorColumn[];
  movePending: boolean;
  onMove: (date: string, time: string, advisor: AdvisorColumn | null, notifyCustomer: boolean) => void;
  onClose: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { timeFormat } = useClock();
  const [moving, setMoving] = useState(false);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="schedule-actions-heading"
      className="space-y-3 rounded-lg border border-brand-200 bg-brand-50/40 p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2
          id="schedule-actions-heading"
          ref={heading}
          tabIndex={-1}
          className="text-base font-semibold text-slate-900 outline-none"
        >
          {appointmentLabel(appointment, timeFormat)}
          <span className="block text-sm font-normal text-slate-700">
            Until {endTimeOf(appointment.appointmentEndDateTime, timeFormat)} ·{' '}
            {appointment.assignedAdvisorName ?? 'No advisor'}
          </span>
        </h2>
        <Button variant="ghost" size="sm" onClick={onClose}>
          Close actions
        </Button>
      </div>
      <StatusButtons appointment={appointment} departmentUuid={departmentUuid} size="sm" />
      <div className="flex flex-wrap gap-2">
        {canMove(appointment) && !moving && (
          <Button variant="secondary" size="sm" onClick={() => setMoving(true)}>
            Move…
          </Button>
        )}
        <Link
          href={appointmentHref(appointment)}
          className="inline-flex h-8 items-center rounded-md px-3 text-sm font-medium text-brand-800 underline underline-offset-2 focus-ring"
        >
          Open details
        </Link>
      </div>
      {moving && (
        <MoveForm
          appointment={appointment}
          advisors={advisors}
          pending={movePending}
          onMove={onMove}
          onClose={() => setMoving(false)}
        />
      )}
    </section>
  );
}
