import Link from 'next/link';
import type { CSSProperties } from 'react';
import type { Appointment } from '@/components/appointments/api';
import { cn } from '@/components/ui/cn';
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
 * advisor reads it ("09:00 Maria Lopez, Honda Accord, Scheduled").
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
  const services = appointment.serviceList
    .map((s) => s.opCodeName ?? s.title ?? s.laborOpCode)
    .filter(Boolean)
    .join(', ');
  // The name holds the words the block shows, in their order (the services after the status).
  const label =
    services && !compact ? `${appointmentLabel(appointment)}, ${services}` : appointmentLabel(appointment);
  return (
    <Link
      href={appointmentHref(appointment)}
      aria-label={label}
      title={label}
      style={style}
      className={cn(
        'block overflow-hidden rounded-md border-l-4 px-2 py-1 text-xs leading-tight text-slate-900 shadow-xs ring-1 ring-slate-200 hover:ring-slate-400 focus-ring',
        group.block,
        className,
      )}
    >
      <span className={cn('font-semibold', appointment.isCancelled && 'line-through')}>
        {timeOf(appointment.appointmentStartDateTime)} {customerName(appointment)}
      </span>
      {/* The status sits on the second line so a half-hour block still shows it. */}
      <span className="block truncate">
        {vehicleLabel(appointment) && <>{vehicleLabel(appointment)}, </>}
        {statusLabel(appointment)}
      </span>
      {!compact && services && <span className="block truncate text-slate-600">{services}</span>}
    </Link>
  );
}
