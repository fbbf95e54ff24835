'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import type { SavedAppointment } from '@/components/appointments/api';
import { dayLabel } from '@/components/schedule/schedule-model';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { formatWallTime } from '@/components/ui/clock';
import { useClock } from '@/components/ui/clock-context';

/** `HH:mm` at which a visit ending at wall-clock `yyyy-MM-ddTHH:mm:ss` frees up (x:59:59 → the next minute). */
function endLabel(end: string): string {
  const minutes =
    Number(end.slice(11, 13)) * 60 + Number(end.slice(14, 16)) + (end.slice(17, 19) === '59' ? 1 : 0);
  const m = minutes % (24 * 60);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** The booked appointment: when, with whom, and where to go next. */
export function BookedSummary({
  saved,
  onBookAnother,
}: {
  saved: SavedAppointment;
  onBookAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { timeFormat } = useClock();
  useEffect(() => heading.current?.focus(), []);
  const a = saved.appointmentInfo;
  const date = a.appointmentStartDateTime.slice(0, 10);
  const time = formatWallTime(a.appointmentStartDateTime, timeFormat);
  // Ends one second before the next slot (11:59:59): shown as the minute it frees up.
  const end = formatWallTime(`${date}T${endLabel(a.appointmentEndDateTime)}:00`, timeFormat);
  const customer = [a.customerInformation.firstName, a.customerInformation.lastName]
    .filter(Boolean)
    .join(' ');
  const vehicle = a.vehicleInformation
    ? [a.vehicleInformation.year, a.vehicleInformation.brand, a.vehicleInformation.model]
        .filter(Boolean)
        .join(' ')
    : null;
  return (
    <Card>
      <CardBody className="space-y-4">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
          Appointment booked
        </h2>
        <Alert tone="success">
          <p>
            <strong>
              {dayLabel(date)} at <span data-testid="booked-time">{`${time}–${end}`}</span>
            </strong>{' '}
            (times in {a.timeZone})
          </p>
          <p>
            {customer || 'Customer'}
            {vehicle && ` · ${vehicle}`}
            {a.assignedAdvisorName && ` · with ${a.assignedAdvisorName}`}
          </p>
        </Alert>
        {saved.warnings.length > 0 && (
          <Alert tone="info">
            <ul className="list-disc space-y-0.5 pl-5">
              {saved.warnings.map((w) => (
                <li key={`${w.warningCode}-${w.warningDescription}`}>{w.warningDescription}</li>
              ))}
            </ul>
          </Alert>
        )}
        <div className="flex flex-wrap gap-2">
          <Link
            href={`/appointments/${encodeURIComponent(saved.appointmentUuid)}`}
            className={buttonClasses('primary')}
          >
            Open the appointment
          </Link>
          <Link href={`/schedule?date=${date}`} className={buttonClasses('secondary')}>
            See {dayLabel(date, 'short')} on the schedule
          </Link>
          <Button variant="ghost" onClick={onBookAnother}>
            Book another appointment
          </Button>
        </div>
      </CardBody>
    </Card>
  );
}
