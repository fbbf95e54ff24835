import type { ReactNode } from 'react';
import { DealerFrame } from '@/components/admin/dealers/dealer-frame';

export default async function DealerAdminLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ dealerUuid: string }>;
}) {
  const { dealerUuid } = await params;
  return <DealerFrame dealerUuid={dealerUuid}>{children}</DealerFrame>;
}
