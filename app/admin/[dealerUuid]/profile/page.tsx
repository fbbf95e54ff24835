import type { Metadata } from 'next';
import { DealerProfileSection } from '@/components/admin/profile/dealer-profile-section';

export const metadata: Metadata = { title: 'Dealership profile' };

export default async function Page({ params }: { params: Promise<{ dealerUuid: string }> }) {
  const { dealerUuid } = await params;
  return <DealerProfileSection dealerUuid={dealerUuid} />;
}
