import type { Metadata } from 'next';
import { DeliveriesSection } from '@/components/admin/deliveries/deliveries-section';

export const metadata: Metadata = { title: 'Webhook deliveries' };

export default async function Page({ params }: { params: Promise<{ dealerUuid: string }> }) {
  const { dealerUuid } = await params;
  return <DeliveriesSection dealerUuid={dealerUuid} />;
}
