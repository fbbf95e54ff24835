import type { Metadata } from 'next';
import { ApiClientsSection } from '@/components/admin/api-clients/api-clients-section';
import { publicOrigin } from '@/server/core/public-origin';

export const metadata: Metadata = { title: 'API clients' };

export default async function Page({ params }: { params: Promise<{ dealerUuid: string }> }) {
  const { dealerUuid } = await params;
  // The configured public origin, never the request's Host: a caller controls that header.
  return <ApiClientsSection dealerUuid={dealerUuid} apiBaseUrl={`${publicOrigin()}/api`} />;
}
