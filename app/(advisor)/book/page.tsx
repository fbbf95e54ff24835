import type { Metadata } from 'next';
import { z } from 'zod';
import type { BookingPreset } from '@/components/booking/booking-state';
import { BookingWizard } from '@/components/booking/booking-wizard';
import { mayOverrideBookingRulesOf } from '@/server/auth/booking-override-access';
import { requireCurrentAdvisor } from '@/server/auth/current-advisor';
import { instantToLocalDate, isCalendarDate } from '@/server/time/wall-clock';

export const metadata: Metadata = { title: 'Book an appointment' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
/** ?date=&time=&end=&advisor=: an empty slot of the schedule; anything malformed is ignored. */
const presetParams = z.object({
  date: z.string().max(10).refine(isCalendarDate),
  time: hhmm,
  end: hhmm,
  advisor: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
});

function presetOf(params: Record<string, string | string[] | undefined>): BookingPreset | undefined {
  const parsed = presetParams.safeParse(params);
  if (!parsed.success) return undefined;
  const { date, time, end, advisor } = parsed.data;
  return {
    slot: { date, startTime: `${time}:00`, endTime: `${end}:00`, startDateTime: `${date}T${time}:00` },
    advisorUuid: advisor ?? null,
  };
}

export default async function BookPage({ searchParams }: { searchParams: SearchParams }) {
  const { department, userUuid } = await requireCurrentAdvisor();
  const params = await searchParams;
  // /book?start=time opens "Find a time first"; anything else starts with the customer.
  const flow = params.start === 'time' ? 'time' : 'customer';
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
      preset={presetOf(params)}
    />
  );
}
