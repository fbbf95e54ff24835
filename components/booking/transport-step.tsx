'use client';

import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, Loading, OptionCard } from './parts';
import { useTransportOptions } from './queries';

/** Step 4: how the customer gets around while the car is in the shop. */
export function TransportStep({
  departmentUuid,
  chosen,
  onChoose,
}: {
  departmentUuid: string;
  chosen: string | null;
  onChoose: (transportOptionUuid: string) => void;
}) {
  const options = useTransportOptions(departmentUuid);
  if (options.isPending) return <Loading>Loading transport options…</Loading>;
  if (options.isError) {
    return <LoadError what="Transport options" error={options.error} onRetry={() => options.refetch()} />;
  }
  if (options.data.length === 0) {
    return (
      <EmptyState title="No transport options">
        This department offers none to advisors; continue without one.
      </EmptyState>
    );
  }
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">Transport option</legend>
      {options.data.map((o) => (
        <OptionCard
          key={o.transportOptionUuid}
          type="radio"
          name="transport"
          checked={chosen === o.transportOptionUuid}
          onChange={() => onChoose(o.transportOptionUuid)}
          title={o.customName}
          detail={o.isPickupAndDelivery ? 'The dealership picks the car up and brings it back.' : undefined}
        />
      ))}
    </fieldset>
  );
}
