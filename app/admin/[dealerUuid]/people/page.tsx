import type { Metadata } from 'next';
import { PeopleSection } from '@/components/admin/people/people-section';

export const metadata: Metadata = { title: 'People' };

export default async function Page({ params }: { params: Promise<{ dealerUuid: string }> }) {
  const { dealerUuid } = await params;
  return <PeopleSection dealerUuid={dealerUuid} />;
}
