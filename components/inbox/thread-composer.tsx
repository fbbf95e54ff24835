'use client';

import { Alert } from '@/components/ui/alert';
import { useClock } from '@/components/ui/clock-context';
import { Spinner } from '@/components/ui/spinner';
import { Composer } from './composer';
import { useOpenThread, useThreadContext } from './queries';
import { appointmentTime } from './thread-side-panel';
import type { InboxAdvisor } from './types';

/**
 * The composer for one customer's thread, once the customer is open (it needs their phones and
 * emails), else why not yet; templates get the customer's names and next visit. Opening locks the
 * customer to the advisor for a few minutes, as the inbox does; on the inbox page the thread and
 * this composer share the one open. Embed it wherever an advisor texts a customer in place.
 */
export function ThreadComposer({
  advisor,
  customerUuid,
  className,
}: {
  advisor: InboxAdvisor;
  customerUuid: string;
  className?: string;
}) {
  const opened = useOpenThread(advisor.departmentUuid, advisor.userUuid, customerUuid);
  const context = useThreadContext(advisor.departmentUuid, customerUuid);
  const clock = useClock();
  const next = context.data?.upcomingAppointments[0];
  if (opened.isError) {
    return (
      <Alert tone="error" className="m-3">
        This customer could not be opened: {opened.error.message}
      </Alert>
    );
  }
  if (!opened.data) {
    return (
      <div className="flex items-center gap-2 border-t border-slate-200 p-3 text-sm text-slate-600">
        <Spinner /> Opening the conversation…
      </div>
    );
  }
  const phone = opened.data.phones[0] ?? null;
  return (
    <Composer
      className={className}
      advisor={advisor}
      customerUuid={customerUuid}
      templateValues={{
        customerName: opened.data.customerName,
        firstName: opened.data.firstName,
        lastName: opened.data.lastName,
        appointmentTime: next ? appointmentTime(next.startAt, clock) : null,
        advisorName: advisor.name ?? null,
        dealerName: advisor.dealerName ?? null,
        dealershipPhone: context.data?.dealershipPhone ?? null,
      }}
      textingBlocked={!phone || phone.optInStatus === 'OPTED_OUT' || !phone.okToText}
      hasEmail={opened.data.emails.length > 0}
    />
  );
}
