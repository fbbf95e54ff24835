'use client';

import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import type { DealerDetail } from '../api';
import { CopyableId } from '../copy-button';

/** The identifiers a partner's system puts in its API calls: the dealership's and each department's. */
export function PartnerIds({ dealer }: { dealer: DealerDetail }) {
  return (
    <Card aria-labelledby="partner-ids-heading">
      <CardHeader>
        <CardTitle id="partner-ids-heading">IDs for partners</CardTitle>
      </CardHeader>
      <CardBody className="space-y-3">
        <p className="text-sm text-slate-600">
          A partner&apos;s system names the dealership and its departments by these IDs in API calls.
        </p>
        <dl className="space-y-3">
          <CopyableId id="dealer-id" label="Dealership ID" what="dealership ID" value={dealer.dealerUuid} />
          {dealer.departments.map((d) => (
            <CopyableId
              key={d.departmentUuid}
              id={`department-id-${d.departmentUuid}`}
              label={`Department ID: ${d.name}`}
              what={`department ID of ${d.name}`}
              value={d.departmentUuid}
            />
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}
