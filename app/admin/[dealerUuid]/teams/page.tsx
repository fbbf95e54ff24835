import type { Metadata } from 'next';
import { TeamsSection } from '@/components/admin/teams/teams-section';

export const metadata: Metadata = { title: 'Teams and transport options' };

export default async function Page({ params }: { params: Promise<{ dealerUuid: string }> }) {
  const { dealerUuid } = await params;
  return <TeamsSection dealerUuid={dealerUuid} />;
}
