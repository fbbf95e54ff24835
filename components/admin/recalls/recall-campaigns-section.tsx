'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ConfirmDialog } from '../confirm-dialog';
import { useFormatMoment } from '../format';
import { useAdminMutation } from '../queries';
import { QueryState } from '../query-state';
import { coverageOf } from './campaign-form-model';
import { NewCampaignForm } from './new-campaign-form';
import { type Campaign, recallKeys, recallsAdminApi } from './recalls-api';

function CampaignRow({ dealerUuid, campaign }: { dealerUuid: string; campaign: Campaign }) {
  const [asking, setAsking] = useState(false);
  const close = useAdminMutation(() => recallsAdminApi.close(dealerUuid, campaign.campaignUuid));
  const moment = useFormatMoment();
  const open = campaign.status === 'OPEN';
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 py-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">
          {campaign.title} <span className="font-mono text-sm text-slate-700">{campaign.oemRecallId}</span>
          {!open && <Badge className="ml-2 bg-slate-100 text-slate-700 ring-slate-200">Closed</Badge>}
        </p>
        <p className="text-sm text-slate-700">{coverageOf(campaign)}</p>
        <p className="text-sm text-slate-700">
          Repair {campaign.laborOpCode}
          {campaign.durationMinutes ? `, ${campaign.durationMinutes} min` : ''}
          {campaign.closedAt
            ? `; closed ${moment(campaign.closedAt)}`
            : `; added ${moment(campaign.createdAt)}`}
        </p>
        {close.error && <p className="text-sm text-red-700">{close.error.message}</p>}
      </div>
      {open && (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setAsking(true)}
          aria-label={`Close recall ${campaign.oemRecallId}`}
        >
          Close
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={`Close recall ${campaign.oemRecallId}?`}
        confirmLabel="Close the campaign"
        pending={close.isPending}
        onConfirm={() => close.mutate(undefined, { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      >
        Customers will no longer be offered “{campaign.title}” when they book online. Visits already booked
        keep it.
      </ConfirmDialog>
    </li>
  );
}

/** The dealership's recall campaigns: offered to the vehicles they cover on the online page until closed. */
export function RecallCampaignsSection({ dealerUuid }: { dealerUuid: string }) {
  const list = useQuery({
    queryKey: recallKeys.list(dealerUuid),
    queryFn: () => recallsAdminApi.list(dealerUuid),
  });
  const campaigns = list.data?.campaigns ?? [];
  const repairs = list.data?.repairOpcodes ?? [];
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Recall campaigns</CardTitle>
        </CardHeader>
        <CardBody>
          <p className="mb-2 text-sm text-slate-700">
            Open campaigns are offered, free, to the customers whose vehicle they cover when they book online.
          </p>
          <QueryState isPending={list.isPending} error={list.error} label="recall campaigns">
            {campaigns.length === 0 && <EmptyState title="No recall campaigns yet" />}
            <ul className="divide-y divide-slate-200">
              {campaigns.map((c) => (
                <CampaignRow key={c.campaignUuid} dealerUuid={dealerUuid} campaign={c} />
              ))}
            </ul>
          </QueryState>
        </CardBody>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Add a campaign</CardTitle>
        </CardHeader>
        <CardBody>
          {list.data && repairs.length === 0 && (
            <p className="mb-3 text-sm text-slate-700">
              First give the repair&apos;s opcode a recall id in the{' '}
              <a className="font-medium text-brand-700 underline" href="/opcodes">
                opcode catalog
              </a>
              .
            </p>
          )}
          <NewCampaignForm dealerUuid={dealerUuid} repairs={repairs} />
        </CardBody>
      </Card>
    </div>
  );
}
