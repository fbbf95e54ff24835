'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { adminApi, type Person } from '../api';
import { ConfirmDialog } from '../confirm-dialog';
import { useAdminMutation } from '../queries';
import { SecretOnce } from '../secret-once';

/** Reset password (shown once), dealership administration on or off, deactivate (asked first). */
export function PersonActions({
  dealerUuid,
  person,
  name,
}: {
  dealerUuid: string;
  person: Person;
  name: string;
}) {
  const [asking, setAsking] = useState(false);
  const [temporary, setTemporary] = useState<string | null>(null);
  const reset = useAdminMutation(() => adminApi.resetPassword(dealerUuid, person.userUuid));
  const admin = useAdminMutation((on: boolean) => adminApi.setDealerAdmin(dealerUuid, person.userUuid, on));
  const deactivate = useAdminMutation(() => adminApi.deactivate(dealerUuid, person.userUuid));
  const error = reset.error ?? admin.error ?? deactivate.error;
  return (
    <div className="flex w-full flex-col gap-2 sm:w-auto sm:items-end">
      <div className="flex flex-wrap gap-2">
        {person.username && (
          <Button
            size="sm"
            variant="secondary"
            loading={reset.isPending}
            onClick={() => reset.mutate(undefined, { onSuccess: (r) => setTemporary(r.temporaryPassword) })}
          >
            Reset password
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          loading={admin.isPending}
          onClick={() => admin.mutate(!person.dealerAdmin)}
        >
          {person.dealerAdmin ? 'Remove administrator' : 'Make administrator'}
        </Button>
        <Button size="sm" variant="danger" onClick={() => setAsking(true)}>
          Deactivate
        </Button>
      </div>
      {error && <Alert tone="error">{error.message}</Alert>}
      {temporary && (
        <SecretOnce
          label={`New temporary password for ${person.username}`}
          detail="Their sessions have ended; they choose their own password when they sign in with this one."
          secret={temporary}
          onDismiss={() => setTemporary(null)}
        />
      )}
      <ConfirmDialog
        open={asking}
        title={`Deactivate ${name}?`}
        confirmLabel="Deactivate"
        pending={deactivate.isPending}
        onConfirm={() => deactivate.mutate(undefined, { onSettled: () => setAsking(false) })}
        onCancel={() => setAsking(false)}
      >
        {name} can no longer sign in, and every session they have open ends at once. Their appointments and
        history stay.
      </ConfirmDialog>
    </div>
  );
}
