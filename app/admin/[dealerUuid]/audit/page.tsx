import type { Metadata } from 'next';
import { AuditSection } from '@/components/admin/audit/audit-section';

export const metadata: Metadata = { title: 'Audit log' };

export default async function Page({ params }: { params: Promise<{ dealerUuid: string }> }) {
  const { dealerUuid } = await params;
  return <AuditSection dealerUuid={dealerUuid} />;
}
