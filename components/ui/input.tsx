import type { ComponentProps } from 'react';
import { cn } from './cn';

export const controlClasses =
  'block w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus-ring focus-visible:border-brand-600 disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-600 sm:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(controlClasses, 'h-10', className)} {...props} />;
}
