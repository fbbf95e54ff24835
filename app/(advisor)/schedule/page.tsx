import type { Metadata } from 'next';
import { ScheduleView } from '@/components/schedule/schedule-view';
import { requireCurrentAdvisor } from '@/server/auth/current-advisor';
import { getDepartmentSetup } from '@/server/scheduling/get-department-setup';
import { instantToLocalDate, isCalendarDate } from '@/server/time/wall-clock';

export const metadata: Metadata = { title: 'Schedule' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function SchedulePage({ searchParams }: { searchParams: SearchParams }) {
  const { department } = await requireCurrentAdvisor();
  const params = await searchParams;
  // "Today" is the dealer's today, not the server's or the browser's.
  const today = instantToLocalDate(new Date(), department.timeZone);
  const date = typeof params.date === 'string' && isCalendarDate(params.date) ? params.date : today;
  const view = params.view === 'week' ? 'week' : 'day';
  const setup = await getDepartmentSetup(department.departmentUuid);
  return (
    <ScheduleView
      key={department.departmentUuid}
      department={{
        dealerUuid: department.dealerUuid,
        departmentUuid: department.departmentUuid,
        name: `${department.dealerName} — ${department.departmentName}`,
        timeZone: department.timeZone,
      }}
      setup={setup}
      today={today}
      initialDate={date}
      initialView={view}
    />
  );
}
