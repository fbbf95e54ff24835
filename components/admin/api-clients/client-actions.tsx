'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { type ApiClientSummary, adminApi } from '../api';
import { ConfirmDialog } from '../confirm-dialog';
import { useAdminMutation } from '../queries';
import { SecretOnce } from '../secret-once';
import { RotateSecretForm } from './rotate-secret-form';

/** New secret (with a grace period), new callback signing secret, revoke (asked first). */
export function ClientActions({ dealerUuid, client }: { dealerUuid: string; client: ApiClientSummary }) {
  const [asking, setAsking] = useState(false);
  const [shown, setShown] = useState<{ label: string; secret: string } | null>(null);
  const callback = useAdminMutation(() => adminApi.rotateCallbackSecret(dealerUuid, client.username));
  const revoke = useAdminMutation(() => adminApi.revokeApiClient(dealerUuid, client.username));
  const error = callback.error ?? revoke.error;
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:items-end">
      <div className="flex flex-wrap gap-2">
        <RotateSecretForm
          dealerUuid={dealerUuid}
          username={client.username}
          onRotated={(secret) => setShown({ label: `New secret of ${client.username}`, secret })}
        />
        <Button
          size="sm"
          variant="secondary"
          loading={callback.isPending}
          onClick={() =>
            callback.mutate(undefined, {
              onSuccess: (r) =>
                setShown({
                  label: `Callback signing secret of ${client.username}`,
                  secret: r.callbackSigningSecret,
                }),
            })
          }
        >
          New callback signing secret
        </Button>
        <Button size="sm" variant="danger" onClick={() => setAsking(true)}>
          Revoke
        </Button>
      </div>
      {error && <Alert tone="error">{error.message}</Alert>}
      {shown && <SecretOnce label={shown.label} secret={shown.secret} onDismiss={() => setShown(null)} />}
      <ConfirmDialog
        open={asking}
        title={`Revoke ${client.name}?`}
        confirmLabel="Revoke"
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate(undefined, { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      >
        The partner&apos;s next request with these credentials is refused. This cannot be undone: a new client
        needs new credentials.
      </ConfirmDialog>
    </div>
  );
}
