'use client';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { adminApi, type Delivery } from '../api';
import { useFormatMoment } from '../format';
import { useAdminMutation } from '../queries';

const tone: Record<Delivery['status'], string> = {
  PENDING: 'bg-amber-50 text-amber-800 ring-amber-200',
  DELIVERED: 'bg-green-50 text-green-800 ring-green-200',
  FAILED: 'bg-red-50 text-red-800 ring-red-200',
};
const statusLabel: Record<Delivery['status'], string> = {
  PENDING: 'Waiting',
  DELIVERED: 'Delivered',
  FAILED: 'Failed',
};

export function DeliveryRow({ dealerUuid, delivery: d }: { dealerUuid: string; delivery: Delivery }) {
  const formatMoment = useFormatMoment();
  const replay = useAdminMutation(() => adminApi.replayDelivery(dealerUuid, d.deliveryUuid));
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
      aria-label={`Callback ${d.kind} ${formatMoment(d.createdAt)}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-0.5">
          <p className="font-medium text-slate-900">
            {d.kind} <Badge className={tone[d.status]}>{statusLabel[d.status]}</Badge>
          </p>
          <p className="font-mono text-xs break-all text-slate-600">{d.url}</p>
          <p className="text-slate-600">
            {formatMoment(d.createdAt)} · Response {d.lastStatusCode ?? 'none'} · {d.attempts.length}{' '}
            {d.attempts.length === 1 ? 'attempt' : 'attempts'}
            {d.nextRetryAt && ` · Next try ${formatMoment(d.nextRetryAt)}`}
          </p>
          {d.lastError && <p className="text-red-700">{d.lastError}</p>}
        </div>
        <Button size="sm" variant="secondary" loading={replay.isPending} onClick={() => replay.mutate()}>
          Replay now
        </Button>
      </div>
      {replay.isSuccess && (
        <Alert className="mt-2">Sent again: the new attempt shows here as soon as it is made.</Alert>
      )}
      {replay.error && (
        <Alert tone="error" className="mt-2">
          {replay.error.message}
        </Alert>
      )}
      <details className="mt-2">
        <summary className="cursor-pointer text-slate-700">Payload and attempts</summary>
        <pre className="mt-2 max-h-72 overflow-auto rounded bg-slate-50 p-2 text-xs">
          {JSON.stringify(d.payload, null, 2)}
        </pre>
        <ol className="mt-2 space-y-0.5 text-slate-700">
          {d.attempts.map((a) => (
            <li key={a.attemptNumber}>
              #{a.attemptNumber} {formatMoment(a.at)} — {a.statusCode ?? 'no answer'} in {a.durationMs} ms
              {a.error ? ` (${a.error})` : ''}
            </li>
          ))}
        </ol>
      </details>
    </li>
  );
}
