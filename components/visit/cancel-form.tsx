'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';

/**
 * The cancellation with its reason (required, at most 500 characters). Its button keeps the focus
 * while the cancellation runs, and a second press sends nothing.
 */
export function CancelForm({
  busy,
  onCancel,
  onClose,
}: {
  busy: boolean;
  onCancel: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <form
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!reason.trim()) {
          setMissing(true);
          return;
        }
        onCancel(reason.trim());
      }}
    >
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
        Cancel your visit
      </h2>
      <label htmlFor={`${id}-reason`} className="text-sm font-medium text-slate-800">
        Why are you cancelling?
      </label>
      <textarea
        id={`${id}-reason`}
        value={reason}
        maxLength={500}
        rows={3}
        aria-required="true"
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${id}-missing` : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
        className="rounded-md border border-slate-500 px-3 py-2 text-base focus-ring"
      />
      {missing && (
        <p id={`${id}-missing`} className="text-sm text-red-800">
          Please tell us why, in a few words.
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <Button type="button" variant="secondary" className="h-12 text-base" onClick={onClose}>
          Keep my visit
        </Button>
        <BusyButton
          type="submit"
          variant="danger"
          pending={busy}
          busyWords="Cancelling your visit…"
          className="h-12"
        >
          Cancel visit
        </BusyButton>
      </div>
    </form>
  );
}
