import type { Metadata } from 'next';
import { failureItems, paymentItems, threadItems, visitItems } from '@/components/today/today-items';
import { TodayList } from '@/components/today/today-list';
import { formatDayTime, zoneName } from '@/components/ui/clock';
import { findAwaitingPayments } from '@/server/attention/find-awaiting-payments';
import { findFailedDeliveries } from '@/server/attention/find-failed-deliveries';
import { findTodaysArrivals } from '@/server/attention/find-todays-arrivals';
import { findUnconfirmedTomorrow } from '@/server/attention/find-unconfirmed-tomorrow';
import { findUnreadThreads } from '@/server/attention/find-unread-threads';
import { requireCurrentAdvisor } from '@/server/auth/current-advisor';
import { instantToLocalDate } from '@/server/time/wall-clock';

export const metadata: Metadata = { title: 'Today' };

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
  const [arrivals, tomorrow, threads, failures, payments] = await Promise.all([
    findTodaysArrivals(scope, today),
    findUnconfirmedTomorrow(scope, today),
    findUnreadThreads(scope),
    findFailedDeliveries(scope, now),
    findAwaitingPayments(scope, now),
  ]);
  const clock = { timeZone: department.timeZone, timeFormat: department.timeFormat };

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
        <TodayList
          id="today-arrivals"
          title="Arrivals today"
          items={visitItems(arrivals, clock)}
          empty="No visits are booked for today."
        />
        <TodayList
          id="today-unconfirmed"
          title="Not confirmed for tomorrow"
          items={visitItems(tomorrow, clock)}
          empty="Every visit booked for tomorrow is confirmed."
        />
        <TodayList
          id="today-unread"
          title="Unread threads"
          items={threadItems(threads, clock)}
          empty="No customer is waiting for an answer."
        />
        <TodayList
          id="today-failed"
          title="Failed deliveries"
          items={failureItems(failures, clock)}
          empty="No text or email failed in the last 7 days."
        />
        <TodayList
          id="today-payments"
          title="Payment links awaiting payment"
          items={paymentItems(payments, clock)}
          empty="No payment link is waiting to be paid."
        />
      </div>
    </div>
  );
}
