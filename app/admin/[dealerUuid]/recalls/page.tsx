import type { Metadata } from 'next';
import { RecallCampaignsSection } from '@/components/admin/recalls/recall-campaigns-section';

export const metadata: Metadata = { title: 'Recall campaigns' };

export default async function Page({ params }: { params: Promise<{ dealerUuid: string }> }) {
  const { dealerUuid } = await params;
  return <RecallCampaignsSection dealerUuid={dealerUuid} />;
}
