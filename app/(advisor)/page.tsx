import type { Metadata } from 'next';
import {
  bookedOnlineItems,
  failureItems,
  paymentItems,
  threadItems,
  visitItems,
  waitlistItems,
} from '@/components/today/today-items';
import { TodayList } from '@/components/today/today-list';
import { type Clock, formatDayTime, zoneName } from '@/components/ui/clock';
import { findAwaitingPayments } from '@/server/attention/find-awaiting-payments';
import { findFailedDeliveries } from '@/server/attention/find-failed-deliveries';
import { findTodaysArrivals } from '@/server/attention/find-todays-arrivals';
import { findUnconfirmedTomorrow } from '@/server/attention/find-unconfirmed-tomorrow';
import { findUnreadThreads } from '@/server/attention/find-unread-threads';
import { requireCurrentAdvisor } from '@/server/auth/current-advisor';
import { findOnlineWaitlist } from '@/server/online/find-online-waitlist';
import { instantToLocalDate } from '@/server/time/wall-clock';
import { findBookedOnlineSinceYesterday } from '@/server/visits/find-booked-online';

export const metadata: Metadata = { title: 'Today' };

type TodayData = {
  arrivals: Parameters<typeof visitItems>[0];
  tomorrow: Parameters<typeof visitItems>[0];
  threads: Parameters<typeof threadItems>[0];
  failures: Parameters<typeof failureItems>[0];
  payments: Parameters<typeof paymentItems>[0];
  bookedOnline: Parameters<typeof bookedOnlineItems>[0];
  waitlist: Parameters<typeof waitlistItems>[0];
};

/** The page's lists, in the order an advisor works through them. */
function todayLists(data: TodayData, clock: Clock) {
  const { arrivals, tomorrow, threads, failures, payments, bookedOnline, waitlist } = data;
  return [
    {
      id: 'today-arrivals',
      title: 'Arrivals today',
      items: visitItems(arrivals, clock),
      empty: 'No visits are booked for today.',
    },
    {
      id: 'today-unconfirmed',
      title: 'Not confirmed for tomorrow',
      items: visitItems(tomorrow, clock),
      empty: 'Every visit booked for tomorrow is confirmed.',
    },
    {
      id: 'today-unread',
      title: 'Unread threads',
      items: threadItems(threads, clock),
      empty: 'No customer is waiting for an answer.',
    },
    {
      id: 'today-failed',
      title: 'Failed deliveries',
      items: failureItems(failures, clock),
      empty: 'No text or email failed in the last 7 days.',
    },
    {
      id: 'today-payments',
      title: 'Payment links awaiting payment',
      items: paymentItems(payments, clock),
      empty: 'No payment link is waiting to be paid.',
    },
    {
      id: 'today-booked-online',
      title: 'Booked online since yesterday',
      items: bookedOnlineItems(bookedOnline, clock),
      empty: 'No customer booked online since yesterday.',
    },
    {
      id: 'today-waitlist',
      title: 'Waiting online for a free time',
      items: waitlistItems(waitlist),
      empty: 'No customer is waiting for a time to open.',
    },
  ];
}

/** The advisor's day: who arrives, who to call, what to answer, what failed and what is unpaid. */
export default async function TodayPage() {
  const advisor = await requireCurrentAdvisor();
  const { department } = advisor;
  const now = new Date();
  const today = instantToLocalDate(now, department.timeZone);
  // Only this department of this dealer: the scope comes from the session, never the address.
  const scope = {
    dealerUuid: department.dealerUuid,
    departmentUuid: department.departmentUuid,
    timeZone: department.timeZone,
  };
  const [arrivals, tomorrow, threads, failures, payments, bookedOnline, waitlist] = await Promise.all([
    findTodaysArrivals(scope, today),
    findUnconfirmedTomorrow(scope, today),
    findUnreadThreads(scope),
    findFailedDeliveries(scope, now),
    findAwaitingPayments(scope, now),
    findBookedOnlineSinceYesterday(scope, now),
    findOnlineWaitlist(scope, today),
  ]);
  const clock = { timeZone: department.timeZone, timeFormat: department.timeFormat };
  const lists = todayLists(
    { arrivals, tomorrow, threads, failures, payments, bookedOnline, waitlist },
    clock,
  );

  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Today</h1>
        <p className="mt-1 text-slate-600">
          {department.departmentName} at {department.dealerName}: it is {formatDayTime(now, clock)}{' '}
          {zoneName(clock, now)} ({clock.timeZone}).
        </p>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {lists.map((list) => (
          <TodayList key={list.id} {...list} />
        ))}
      </div>
    </div>
  );
}
