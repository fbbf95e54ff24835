import type { ComponentProps } from 'react';
import { cn } from './cn';

type Tone = 'error' | 'info' | 'success';

const tones: Record<Tone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
  success: 'border-green-200 bg-green-50 text-green-800',
};

/** Errors use role="alert" so a message that appears after submitting is announced at once. */
export function Alert({ tone = 'info', className, ...props }: ComponentProps<'div'> & { tone?: Tone }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-md border px-3 py-2 text-sm', tones[tone], className)}
      {...props}
    />
  );
}
