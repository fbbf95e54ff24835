import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';

/** Loading and failure of a list or form's data, the same way on every administration page. */
export function QueryState({
  isPending,
  error,
  label,
  children,
}: {
  isPending: boolean;
  error: Error | null;
  label: string;
  children: ReactNode;
}) {
  if (error)
    return (
      <Alert tone="error">
        Could not load {label}: {error.message}
      </Alert>
    );
  if (isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
        <Spinner /> Loading {label}…
      </p>
    );
  return <>{children}</>;
}
