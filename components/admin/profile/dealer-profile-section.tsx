'use client';

import { EmbedOriginsForm } from '@/components/visit/embed-origins-form';
import { useDealer } from '../queries';
import { QueryState } from '../query-state';
import { DealerProfileForm } from './dealer-profile-form';
import { DepartmentSettingsForm } from './department-settings-form';
import { PartnerIds } from './partner-ids';

/**
 * The dealership's profile, the IDs a partner needs, then each department's contact and messaging
 * settings.
 */
export function DealerProfileSection({ dealerUuid }: { dealerUuid: string }) {
  const dealer = useDealer(dealerUuid);
  return (
    <QueryState isPending={dealer.isPending} error={dealer.error} label="the dealership">
      {dealer.data && (
        <div className="space-y-6">
          <DealerProfileForm dealer={dealer.data} />
          <PartnerIds dealer={dealer.data} />
          <EmbedOriginsForm dealerUuid={dealer.data.dealerUuid} />
          {dealer.data.departments.map((d) => (
            <DepartmentSettingsForm key={d.departmentUuid} department={d} />
          ))}
        </div>
      )}
    </QueryState>
  );
}
