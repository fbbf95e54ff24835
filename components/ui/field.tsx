import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn';

export function Label({ className, children, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor (Field always does).
    <label className={cn('block text-sm font-medium text-slate-800', className)} {...props}>
      {children}
    </label>
  );
}

/**
 * A labelled form control with an optional hint and error. The control must carry `id={id}` and, when
 * hint or error are given, `aria-describedby={describedBy(id, ...)}` so screen readers read them.
 */
export function Field({
  id,
  label,
  hint,
  error,
  children,
  className,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The aria-describedby value matching what Field renders for this id. */
export const describedBy = (id: string, parts: { hint?: boolean; error?: boolean }) =>
  [parts.hint && `${id}-hint`, parts.error && `${id}-error`].filter(Boolean).join(' ') || undefined;
