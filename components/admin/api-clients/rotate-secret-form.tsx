'use client';

import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { adminApi } from '../api';
import { useAdminMutation } from '../queries';

/** A new secret at once; the old one keeps working for the grace period so the partner can switch. */
export function RotateSecretForm({
  dealerUuid,
  username,
  onRotated,
}: {
  dealerUuid: string;
  username: string;
  onRotated: (secret: string) => void;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const rotate = useAdminMutation((graceMinutes: number) =>
    adminApi.rotateApiClient(dealerUuid, username, graceMinutes),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const minutes = Number(new FormData(event.currentTarget).get('graceMinutes') || 0);
    rotate.mutate(minutes, {
      onSuccess: (r) => {
        setOpen(false);
        onRotated(r.password);
      },
    });
  }

  if (!open)
    return (
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        New secret
      </Button>
    );
  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-2"
      aria-label={`New secret for ${username}`}
    >
      <div>
        <label htmlFor={id} className="block text-xs font-medium text-slate-700">
          Old secret keeps working for (minutes)
        </label>
        <Input
          id={id}
          name="graceMinutes"
          type="number"
          min={0}
          max={10080}
          defaultValue={0}
          className="h-8 w-28"
        />
      </div>
      <Button size="sm" type="submit" loading={rotate.isPending}>
        Make new secret
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
        Cancel
      </Button>
      {rotate.error && <p className="w-full text-sm text-red-700">{rotate.error.message}</p>}
    </form>
  );
}
