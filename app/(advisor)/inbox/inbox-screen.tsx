import { InboxView } from '@/components/inbox/inbox-view';
import { requireCurrentAdvisor } from '@/server/auth/current-advisor';

/** The inbox of the advisor's department; which thread is open comes from the address. */
export async function InboxScreen() {
  const advisor = await requireCurrentAdvisor();
  const { department } = advisor;
  return (
    <InboxView
      key={department.departmentUuid}
      advisor={{
        departmentUuid: department.departmentUuid,
        userUuid: advisor.userUuid,
        timeZone: department.timeZone,
        name: advisor.name,
        dealerName: department.dealerName,
      }}
    />
  );
}
