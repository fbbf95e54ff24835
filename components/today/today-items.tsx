import { statusGroupOf, statusLabel } from '@/components/schedule/schedule-model';
import { Badge } from '@/components/ui/badge';
import { type Clock, formatDateTime, formatDayTime, formatWallTime } from '@/components/ui/clock';
import { cn } from '@/components/ui/cn';
import type { AwaitingPayment } from '@/server/attention/find-awaiting-payments';
import type { FailedDelivery } from '@/server/attention/find-failed-deliveries';
import type { DayVisit } from '@/server/attention/find-todays-arrivals';
import type { UnreadThread } from '@/server/attention/find-unread-threads';
import type { WaitlistRow } from '@/server/online/online-waitlist-records';
import type { BookedOnline } from '@/server/visits/find-booked-online';
import type { TodayItem } from './today-list';

function StatusBadge({ status }: { status: string }) {
  const visit = { status, isCancelled: false };
  return (
    <Badge className={cn('border-l-4 ring-0', statusGroupOf(visit).block)}>
      <span className="sr-only">Status: </span>
      {statusLabel(visit)}
    </Badge>
  );
}

export const visitItems = (visits: DayVisit[], clock: Clock): TodayItem[] =>
  visits.map((v) => ({
    key: v.appointmentUuid,
    href: `/appointments/${encodeURIComponent(v.appointmentUuid)}`,
    title: `${formatWallTime(v.startTime, clock.timeFormat)} ${v.customerName}`,
    detail: [v.vehicle, v.advisorName ? `with ${v.advisorName}` : 'no advisor'].filter(Boolean).join(' · '),
    aside: <StatusBadge status={v.status} />,
  }));

const moment = (at: Date, clock: Clock) => formatDateTime(at, clock);

export const threadItems = (threads: UnreadThread[], clock: Clock): TodayItem[] =>
  threads.map((t) => ({
    key: t.customerUuid,
    href: `/inbox?customer=${encodeURIComponent(t.customerUuid)}`,
    title: t.customerName,
    detail: `Last message ${moment(t.lastAt, clock)}`,
    aside: (
      <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
        {t.unread} unread
      </span>
    ),
  }));

const channel: Record<string, string> = { TEXT: 'Text', EMAIL: 'Email' };

export const failureItems = (failures: FailedDelivery[], clock: Clock): TodayItem[] =>
  failures.map((f) => ({
    key: f.messageUuid,
    href: `/inbox?customer=${encodeURIComponent(f.customerUuid)}`,
    title: `${channel[f.protocol] ?? 'Message'} to ${f.customerName} failed`,
    detail: [moment(f.at, clock), f.reason].filter(Boolean).join(' · '),
  }));

export const paymentItems = (links: AwaitingPayment[], clock: Clock): TodayItem[] =>
  links.map((p) => ({
    key: p.invoiceUuid,
    href: '/payments',
    title: `${p.customerName}: ${new Intl.NumberFormat('en-US', { style: 'currency', currency: p.currency }).format(p.totalMinor / 100)}`,
    detail: [p.description, `link open until ${moment(p.expiresAt, clock)}`].filter(Boolean).join(' · '),
  }));

/** A wall-clock time of the dealer's zone (yyyy-MM-ddTHH:mm:ss) with its weekday, in the dealer's format. */
const wallDayTime = (wallClock: string, clock: Clock) =>
  formatDayTime(`${wallClock}Z`, { timeZone: 'UTC', timeFormat: clock.timeFormat });

export const bookedOnlineItems = (visits: BookedOnline[], clock: Clock): TodayItem[] =>
  visits.map((v) => ({
    key: v.appointmentUuid,
    href: `/appointments/${encodeURIComponent(v.appointmentUuid)}`,
    title: `${v.customerName}: ${wallDayTime(v.start, clock)}`,
    detail: [v.vehicle, `booked ${wallDayTime(v.bookedAt, clock)}`].filter(Boolean).join(' · '),
    aside: <StatusBadge status={v.status} />,
  }));

const dayWords = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));

/** Customers waiting online for a free time: one call (or the thread) away. */
export const waitlistItems = (rows: WaitlistRow[]): TodayItem[] =>
  rows.map((w) => ({
    key: `${w.date}-${w.phone}`,
    href: w.customerUuid ? `/inbox?customer=${encodeURIComponent(w.customerUuid)}` : `tel:${w.phone}`,
    title: `${w.customerName ?? w.phone}: waiting for ${dayWords(w.date)}`,
    detail: [w.customerName ? w.phone : null, w.notifiedAt ? 'texted that a time opened' : 'still waiting']
      .filter(Boolean)
      .join(' · '),
  }));
