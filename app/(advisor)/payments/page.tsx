import type { Metadata } from 'next';
import { PaymentsView } from '@/components/payments/payments-view';
import { requireCurrentAdvisor } from '@/server/auth/current-advisor';

export const metadata: Metadata = { title: 'Payments' };

export default async function PaymentsPage() {
  const { department } = await requireCurrentAdvisor();
  // Keyed by department: switching departments starts from a fresh list and an empty form.
  return <PaymentsView key={department.departmentUuid} departmentUuid={department.departmentUuid} />;
}
