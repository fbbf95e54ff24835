import { redirect } from 'next/navigation';

export default async function DealerAdminHome({ params }: { params: Promise<{ dealerUuid: string }> }) {
  const { dealerUuid } = await params;
  redirect(`/admin/${encodeURIComponent(dealerUuid)}/profile`);
}
