import type { ReactNode } from 'react';
import { DealerFrame } from '@/components/admin/dealers/dealer-frame';
import { ClockProvider } from '@/components/ui/clock-context';
import { getDealerClock } from '@/server/admin/get-dealer-clock';
import { requireSignedInUser } from '@/server/auth/current-user';

/** One dealership's administration; every time on its pages is in the dealership's zone and format. */
export default async function DealerAdminLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ dealerUuid: string }>;
}) {
  const { dealerUuid } = await params;
  const user = await requireSignedInUser(`/admin/${encodeURIComponent(dealerUuid)}`);
  const clock = await getDealerClock(user.administration, dealerUuid);
  const frame = <DealerFrame dealerUuid={dealerUuid}>{children}</DealerFrame>;
  return clock ? <ClockProvider clock={clock}>{frame}</ClockProvider> : frame;
}
