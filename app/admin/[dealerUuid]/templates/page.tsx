import type { Metadata } from 'next';
import { TemplatesSection } from '@/components/admin/templates/templates-section';

export const metadata: Metadata = { title: 'Message templates' };

export default async function Page({ params }: { params: Promise<{ dealerUuid: string }> }) {
  const { dealerUuid } = await params;
  return <TemplatesSection dealerUuid={dealerUuid} />;
}
