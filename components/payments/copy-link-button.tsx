'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';

/** Copies a payment link; says so for a moment, or shows the link to copy by hand when not allowed. */
export function CopyLinkButton({ url, label = 'Copy link' }: { url: string; label?: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
      setTimeout(() => setState('idle'), 2000);
    } catch {
      setState('failed');
    }
  }

  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button variant="secondary" size="sm" onClick={copy} aria-live="polite">
        {state === 'copied' ? 'Copied' : label}
      </Button>
      {state === 'failed' && (
        <input
          readOnly
          value={url}
          aria-label="Payment link to copy"
          onFocus={(e) => e.currentTarget.select()}
          className="w-64 rounded border border-slate-300 px-2 py-1 text-xs"
        />
      )}
    </span>
  );
}
