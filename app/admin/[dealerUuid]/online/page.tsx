import type { Metadata } from 'next';
import { OnlineSettingsSection } from '@/components/admin/online/online-settings-section';

export const metadata: Metadata = { title: 'Online scheduling' };

export default async function Page({ params }: { params: Promise<{ dealerUuid: string }> }) {
  const { dealerUuid } = await params;
  return <OnlineSettingsSection dealerUuid={dealerUuid} />;
}
