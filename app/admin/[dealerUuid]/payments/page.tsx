import type { Metadata } from 'next';
import { PaymentsSection } from '@/components/admin/payments/payments-section';

export const metadata: Metadata = { title: 'Payments' };

export default async function Page({ params }: { params: Promise<{ dealerUuid: string }> }) {
  const { dealerUuid } = await params;
  return <PaymentsSection dealerUuid={dealerUuid} />;
}
