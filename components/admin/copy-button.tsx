'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';

type CopyState = 'idle' | 'copied' | 'selected';

/**
 * Copies a value and says so in a live region. Where the clipboard API is missing or refused
 * (e.g. a page served over plain http on a LAN address), the shown text is selected instead, so
 * it can be copied by hand.
 */
export function CopyButton({
  value,
  what,
  targetId,
}: {
  value: string;
  /** What is copied, in lower case after "Copy", e.g. "dealership ID". */
  what: string;
  /** The element that shows the value, selected when copying is not possible. */
  targetId: string;
}) {
  const [state, setState] = useState<CopyState>('idle');

  function selectTarget() {
    const target = document.getElementById(targetId);
    const selection = window.getSelection();
    if (target && selection) selection.selectAllChildren(target);
    setState('selected');
  }

  async function copy() {
    // Cleared first, so a second copy is announced again.
    setState('idle');
    if (!navigator.clipboard?.writeText) {
      selectTarget();
      return;
    }
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      selectTarget();
    }
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" onClick={copy}>
        Copy<span className="sr-only"> {what}</span>
      </Button>
      <span role="status" aria-live="polite" className="text-sm text-slate-700">
        {state === 'copied' && 'Copied'}
        {state === 'selected' && 'Copying is not available here: the text is selected, copy it by hand.'}
      </span>
    </span>
  );
}

/** An identifier a partner needs, shown whole (wrapping on a phone) with a copy button. */
export function CopyableId({
  id,
  label,
  what,
  value,
}: {
  id: string;
  label: string;
  /** The copy button's name after "Copy", e.g. "dealership ID". */
  what: string;
  value: string;
}) {
  return (
    <div className="space-y-1">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="flex flex-wrap items-center gap-2">
        <code
          id={id}
          className="rounded bg-slate-50 px-2 py-1 font-mono text-sm break-all text-slate-900 ring-1 ring-slate-200"
        >
          {value}
        </code>
        <CopyButton value={value} what={what} targetId={id} />
      </dd>
    </div>
  );
}
