'use client';

import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * A secret the server shows only in one answer. It lives in this component's state alone, so it
 * is gone once the person leaves the page or dismisses it.
 */
export function SecretOnce({
  label,
  secret,
  detail,
  onDismiss,
}: {
  label: string;
  secret: string;
  detail?: string;
  onDismiss: () => void;
}) {
  const id = useId();
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }
  return (
    <Alert tone="success" className="space-y-2">
      <p className="font-medium">{label}</p>
      {detail && <p>{detail}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <output
          id={id}
          aria-label={label}
          className="rounded bg-white px-2 py-1 font-mono text-sm break-all text-slate-900 ring-1 ring-slate-300"
        >
          {secret}
        </output>
        <Button variant="secondary" size="sm" onClick={copy} aria-describedby={id}>
          {copied === 'yes' ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p aria-live="polite">
        {copied === 'failed' ? 'Copying was not allowed: select the text and copy it by hand. ' : ''}
        <strong>You will not see this again.</strong> Store it now, then close this message.
      </p>
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        I have stored it
      </Button>
    </Alert>
  );
}
