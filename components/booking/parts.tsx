import { type ReactNode, useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';

/** A radio or checkbox with its whole card as the label, so the big target is keyboard- and touch-friendly. */
export function OptionCard({
  type,
  name,
  checked,
  onChange,
  title,
  detail,
  aside,
  disabled = false,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  title: ReactNode;
  detail?: ReactNode;
  aside?: ReactNode;
  disabled?: boolean;
}) {
  // The title names the control; detail and price describe it (a screen reader reads both).
  const id = useId();
  const described = [detail && `${id}-detail`, aside && `${id}-aside`].filter(Boolean).join(' ') || undefined;
  return (
    <label
      className={cn(
        'flex items-start gap-3 rounded-md border px-3 py-2.5 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
        disabled ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500' : 'cursor-pointer',
        !disabled &&
          (checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:bg-slate-50'),
      )}
    >
      <input
        type={type}
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        aria-labelledby={`${id}-title`}
        aria-describedby={described}
        className="mt-0.5 size-4 shrink-0 accent-brand-700 focus:outline-none"
      />
      <span className="min-w-0 flex-1">
        <span id={`${id}-title`} className="block font-medium text-slate-900">
          {title}
        </span>
        {detail && (
          <span id={`${id}-detail`} className="mt-0.5 block text-sm text-slate-600">
            {detail}
          </span>
        )}
      </span>
      {aside && (
        <span id={`${id}-aside`} className="shrink-0 text-right text-sm text-slate-700">
          {aside}
        </span>
      )}
    </label>
  );
}

export function Loading({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
      <Spinner /> {children}
    </p>
  );
}

/** A failed load with what failed and a way to try again. */
export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  const detail = error instanceof Error ? error.message : 'The request failed.';
  return (
    <Alert tone="error" className="flex flex-wrap items-center justify-between gap-2">
      <span>
        {what} could not be loaded: {detail}
      </span>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
