import type { Metadata } from 'next';
import { InboxView } from '@/components/inbox/inbox-view';
import { requireCurrentAdvisor } from '@/server/auth/current-advisor';

export const metadata: Metadata = { title: 'Inbox' };

export default async function InboxPage() {
  const advisor = await requireCurrentAdvisor();
  const { department } = advisor;
  return (
    <InboxView
      key={department.departmentUuid}
      advisor={{
        departmentUuid: department.departmentUuid,
        userUuid: advisor.userUuid,
        timeZone: department.timeZone,
      }}
    />
  );
}
