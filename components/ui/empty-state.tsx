import type { ReactNode } from 'react';
import { cn } from './cn';

export function EmptyState({
  title,
  children,
  className,
}: {
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'rounded-lg border border-dashed border-slate-300 bg-white px-4 py-8 text-center sm:px-8',
        className,
      )}
    >
      <p className="font-medium text-slate-900">{title}</p>
      {children && <div className="mx-auto mt-2 max-w-prose text-sm text-slate-600">{children}</div>}
    </div>
  );
}
