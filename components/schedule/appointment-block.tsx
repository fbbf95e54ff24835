import Link from 'next/link';
import type { CSSProperties } from 'react';
import type { Appointment } from '@/components/appointments/api';
import { isInProgress, isLate } from '@/components/appointments/lane-status';
import { useClock } from '@/components/ui/clock-context';
import { cn } from '@/components/ui/cn';
import { BookedOnlineBadge, isBookedOnline } from '@/components/visit/booked-online-badge';
import {
  appointmentLabel,
  customerName,
  statusGroupOf,
  statusLabel,
  timeOf,
  vehicleLabel,
} from './schedule-model';

export const appointmentHref = (a: Appointment) => `/appointments/${encodeURIComponent(a.uuid)}`;

/**
 * One appointment on the schedule: a link to its detail, coloured by status, named the way an
 * advisor reads it ("09:00 Maria Lopez, Honda Accord, Scheduled"); flagged late when its start has
 * passed and the customer has not arrived, and "in progress" once arrived.
 */
export function AppointmentBlock({
  appointment,
  compact = false,
  style,
  className,
}: {
  appointment: Appointment;
  compact?: boolean;
  style?: CSSProperties;
  className?: string;
}) {
  const group = statusGroupOf(appointment);
  const { timeFormat } = useClock();
  const late = isLate(appointment, new Date());
  const flag = late ? 'Late' : isInProgress(appointment) ? 'In progress' : null;
  const services = appointment.serviceList
    .map((s) => s.opCodeName ?? s.title ?? s.laborOpCode)
    .filter(Boolean)
    .join(', ');
  // The name holds the words the block shows, in their order: the flag, the time and customer,
  // vehicle and status, the services, then the online badge.
  const label = [
    `${flag ? `${flag} ` : ''}${appointmentLabel(appointment, timeFormat)}`,
    !compact && services ? services : null,
    isBookedOnline(appointment) ? 'Booked online' : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Link
      href={appointmentHref(appointment)}
      aria-label={label}
      title={label}
      style={style}
      className={cn(
        'block overflow-hidden rounded-md border-l-4 px-2 py-1 text-xs leading-tight text-slate-900 shadow-xs ring-1 ring-slate-200 hover:ring-slate-400 focus-ring',
        group.block,
        late && 'ring-2 ring-amber-500',
        className,
      )}
    >
      {flag && (
        <span
          className={cn(
            'float-right ml-1 rounded px-1 text-[0.7rem] font-semibold',
            late ? 'bg-amber-100 text-amber-900' : 'bg-emerald-100 text-emerald-900',
          )}
        >
          {flag}
        </span>
      )}
      {flag && ' '}
      <span className={cn('font-semibold', appointment.isCancelled && 'line-through')}>
        {timeOf(appointment.appointmentStartDateTime, timeFormat)} {customerName(appointment)}
      </span>
      {/* The status sits on the second line so a half-hour block still shows it. */}
      <span className="block truncate">
        {vehicleLabel(appointment) && <>{vehicleLabel(appointment)}, </>}
        {statusLabel(appointment)}
      </span>
      {!compact && services && <span className="block truncate text-slate-600">{services}</span>}
      {isBookedOnline(appointment) && <BookedOnlineBadge className="mt-0.5 px-1 py-0 text-[11px]" />}
    </Link>
  );
}
