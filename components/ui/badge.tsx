import type { ComponentProps } from 'react';
import { cn } from './cn';

export function Badge({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        className,
      )}
      {...props}
    />
  );
}
