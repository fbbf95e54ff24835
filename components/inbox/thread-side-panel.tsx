'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { type Clock, formatDayTime } from '@/components/ui/clock';
import { useClock } from '@/components/ui/clock-context';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/server/payments/money';
import { useThreadContext } from './queries';
import type { InboxAdvisor } from './types';

export function appointmentTime(iso: string, clock: Clock): string {
  return formatDayTime(iso, clock);
}

function Group({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-1">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {empty ? (
        <p className="text-sm text-slate-500">None</p>
      ) : (
        <ul className="space-y-1 text-sm">{children}</ul>
      )}
    </section>
  );
}

/** Beside the thread: what the customer has booked, drives and owes, so the advisor need not look it up. */
export function ThreadSidePanel({ advisor, customerUuid }: { advisor: InboxAdvisor; customerUuid: string }) {
  const context = useThreadContext(advisor.departmentUuid, customerUuid);
  const clock = useClock();
  if (context.isPending)
    return (
      <div className="flex items-center gap-2 p-3 text-sm text-slate-600">
        <Spinner /> Loading customer…
      </div>
    );
  if (context.isError) return <Alert tone="error">The customer's details could not be loaded.</Alert>;
  const { upcomingAppointments, vehicles, openPaymentLinks } = context.data;
  return (
    <aside aria-label="Customer details" className="space-y-4 p-3">
      <Group title="Upcoming appointments" empty={upcomingAppointments.length === 0}>
        {upcomingAppointments.map((a) => (
          <li key={a.appointmentUuid}>
            <Link className="text-brand-700 underline" href={`/appointments/${a.appointmentUuid}`}>
              {appointmentTime(a.startAt, clock)}
            </Link>{' '}
            <span className="text-slate-500">{a.status}</span>
          </li>
        ))}
      </Group>
      <Group title="Vehicles" empty={vehicles.length === 0}>
        {vehicles.map((v) => (
          <li key={v.vehicleUuid}>
            {v.description}
            {(v.licensePlate ?? v.vin) && (
              <span className="block text-xs text-slate-500">{v.licensePlate ?? v.vin}</span>
            )}
          </li>
        ))}
      </Group>
      <Group title="Open payment links" empty={openPaymentLinks.length === 0}>
        {openPaymentLinks.map((p) => (
          <li key={p.invoiceUuid}>
            <a className="text-brand-700 underline" href={`/pay/${p.token}`} target="_blank" rel="noreferrer">
              {formatMoney(p.totalMinor, p.currency)}
            </a>{' '}
            <span className="text-slate-500">{p.description}</span>
          </li>
        ))}
      </Group>
    </aside>
  );
}
