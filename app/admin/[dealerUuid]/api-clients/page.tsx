import type { Metadata } from 'next';
import { ApiClientsSection } from '@/components/admin/api-clients/api-clients-section';

export const metadata: Metadata = { title: 'API clients' };

export default async function Page({ params }: { params: Promise<{ dealerUuid: string }> }) {
  const { dealerUuid } = await params;
  return <ApiClientsSection dealerUuid={dealerUuid} />;
}
