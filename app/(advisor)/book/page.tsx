import type { Metadata } from 'next';
import { BookingWizard } from '@/components/booking/booking-wizard';
import { mayOverrideBookingRulesOf } from '@/server/auth/booking-override-access';
import { requireCurrentAdvisor } from '@/server/auth/current-advisor';
import { instantToLocalDate } from '@/server/time/wall-clock';

export const metadata: Metadata = { title: 'Book an appointment' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function BookPage({ searchParams }: { searchParams: SearchParams }) {
  const { department, userUuid } = await requireCurrentAdvisor();
  // /book?start=time opens "Find a time first"; anything else starts with the customer.
  const flow = (await searchParams).start === 'time' ? 'time' : 'customer';
  // The calendar starts on the department's today, not the server's or the browser's.
  const today = instantToLocalDate(new Date(), department.timeZone);
  return (
    // Keyed by department: switching departments starts a fresh booking.
    <BookingWizard
      key={department.departmentUuid}
      department={{
        dealerUuid: department.dealerUuid,
        departmentUuid: department.departmentUuid,
        timeZone: department.timeZone,
      }}
      today={today}
      initialFlow={flow}
      mayOverride={await mayOverrideBookingRulesOf(userUuid, department)}
    />
  );
}
